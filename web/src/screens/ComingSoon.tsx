import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shell/useDocumentTitle';

interface Props {
  /** The area of the app, e.g. "Medical". */
  area: string;
  /** The screen inside the area, e.g. "Pharmacy". */
  screen?: string | undefined;
}

/** Placeholder for a screen that is still being built. */
export default function ComingSoon({ area, screen }: Props) {
  useDocumentTitle(screen ? `${screen} · ${area}` : area);
  return (
    <section className="page coming-soon">
      <p className="eyebrow">{area}</p>
      <h1>{screen ?? area}</h1>
      <p>This screen is being built and will be here soon.</p>
      <Link to="/" className="button">
        Back to home
      </Link>
    </section>
  );
}
