import { useParams } from 'react-router';
import { PublicVcardView } from './public-vcard-page';

/** The public card at /vcard/:downloadToken inside the full app; the small public entry (card-main.tsx) renders the view itself. */
export default function PublicVcardRoute() {
  const { downloadToken = '' } = useParams();
  return <PublicVcardView downloadToken={downloadToken} />;
}
