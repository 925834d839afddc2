import { FirstRunChecklist } from '../../features/hub/components/first-run-checklist';
import TagsPage from '../../features/tags/pages/tags-page';

/** /dashboard, where sign-in lands (spec): the tag list with the first-run checklist above it until it is done. */
export default function DashboardPage() {
  return <TagsPage intro={<FirstRunChecklist />} />;
}
