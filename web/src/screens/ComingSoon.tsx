import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** Placeholder for a screen that is still being built, titled with its area (e.g. "Medical"). */
export default function ComingSoon({ area }: { area: string }) {
  useDocumentTitle(area);
  return (
    <section className="page coming-soon">
      <p className="eyebrow">Coming soon</p>
      <h1>{area}</h1>
      <p>This screen is being built and will be here soon.</p>
      <Link to="/" className="button">
        Back to home
      </Link>
    </section>
  );
}
