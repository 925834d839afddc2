import type { CardTemplate } from '@nfc/contract/card-templates';
import { describe, expect, it } from 'vitest';
import { getTemplateRules } from './template-rules';

const template = (id: string) => ({ id, name: id, lockedFields: [] }) as unknown as CardTemplate;
const templates = [template('a'), template('b')];

describe('template rules of the card editor', () => {
  it('starts a new card on the default template, and nothing else without one', () => {
    const settings = { defaultTemplateId: 'b', requireTemplate: false };
    expect(getTemplateRules(settings, templates, null, 'member')).toEqual({
      startTemplate: templates[1],
      isRequired: false,
    });
    expect(getTemplateRules(settings, templates, { templateId: 'a' }, 'member').startTemplate).toBeNull();
    expect(getTemplateRules({ defaultTemplateId: null, requireTemplate: false }, templates, null, 'member')).toEqual({
      startTemplate: null,
      isRequired: false,
    });
    expect(getTemplateRules(undefined, templates, null, 'owner').startTemplate).toBeNull();
  });

  it("holds a member's card, new or not, on the required template; owner and admins stay free", () => {
    const settings = { defaultTemplateId: 'a', requireTemplate: true };
    expect(getTemplateRules(settings, templates, { templateId: 'b' }, 'member')).toEqual({
      startTemplate: templates[0],
      isRequired: true,
    });
    expect(getTemplateRules(settings, templates, { templateId: 'a' }, 'member')).toEqual({
      startTemplate: null,
      isRequired: true,
    });
    expect(getTemplateRules(settings, templates, { templateId: 'b' }, 'admin')).toEqual({
      startTemplate: null,
      isRequired: false,
    });
    expect(getTemplateRules(settings, templates, null, 'owner').isRequired).toBe(false);
    // A default the list no longer holds (just deleted) requires nothing.
    expect(getTemplateRules({ defaultTemplateId: 'gone', requireTemplate: true }, templates, null, 'member')).toEqual({
      startTemplate: null,
      isRequired: false,
    });
  });
});
