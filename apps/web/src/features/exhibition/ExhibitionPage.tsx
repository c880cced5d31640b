import { useParams } from 'react-router';
import ExpoPage from './ExpoPage.tsx';
import StandPage from './StandPage.tsx';

/**
 * spec 2 §2.5–2.6: /{eventCode}/expo and /{eventCode}/stand/{sponsorId}, one screen (one chunk,
 * one entry in the first chunk's preload map): a stand when the address names one.
 */
export default function ExhibitionPage() {
  const { sponsorId } = useParams();
  return sponsorId === undefined ? <ExpoPage /> : <StandPage />;
}
