import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The logo; if it fails to load, a placeholder image takes its place (spec). */
export function Logo({ className }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/" className={cn('inline-flex items-center', className)} aria-label="Indexa — início">
      <img
        src={failed ? '/img/logo-placeholder.svg' : '/img/logo.svg'}
        alt="Indexa"
        width={150}
        height={40}
        onError={() => setFailed(true)}
      />
    </Link>
  );
}
