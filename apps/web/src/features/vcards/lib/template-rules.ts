import type { CardTemplate, TeamSettings } from '@nfc/contract/card-templates';
import { managesTeam, type TeamRole } from '@nfc/contract/team-roles';

/** How the editor treats the card's template under the organisation's rules. */
export type TemplateRules = {
  /** The template the form starts on when it is not the card's own: the default for a new card, or the required one. */
  startTemplate: CardTemplate | null;
  /** A member under the rule: the picker shows the required template read-only (the server refuses any other). */
  isRequired: boolean;
};

/**
 * A new card starts on the organisation's default template; a member's card, new or not, must use it when the
 * organisation requires it (decision 021). Owner and admins choose freely.
 */
export function getTemplateRules(
  settings: TeamSettings | undefined,
  templates: readonly CardTemplate[],
  card: { templateId: string | null } | null,
  role: TeamRole,
): TemplateRules {
  const defaultTemplate = templates.find((template) => template.id === settings?.defaultTemplateId) ?? null;
  const isRequired = Boolean(settings?.requireTemplate && defaultTemplate) && !managesTeam(role);
  const startsOnDefault = card === null || (isRequired && card.templateId !== defaultTemplate?.id);
  return { startTemplate: startsOnDefault ? defaultTemplate : null, isRequired };
}
