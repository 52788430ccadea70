import { useEffect, useState } from 'react';

/** Dark modules of a QR code as one SVG path: a 1×1 square per module. */
function pathOf(modules: boolean[][]): string {
  const squares: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return squares.join('');
}

/**
 * A QR code of `text` drawn as SVG. The encoder is loaded when the first code is shown, so no
 * page that never shows one (every public page) carries it.
 */
export function UpiQr({ text, label }: { text: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | undefined>();
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (current) setModules(encode(text, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!modules) return <div className="upi-qr upi-qr--loading" aria-busy="true" />;
  const size = modules.length;
  return (
    <svg
      className="upi-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={pathOf(modules)} fill="#000" />
    </svg>
  );
}
