import { useId, useState } from 'react';
import { BIO_COLLAPSED_LENGTH } from '@teenfreelance/contracts/profiles';

/** The bio, collapsed after 100 characters with Show more / Show less. */
export function CollapsibleBio({ bio }: { bio: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const isLong = bio.length > BIO_COLLAPSED_LENGTH;
  const shown = isLong && !isExpanded ? `${bio.slice(0, BIO_COLLAPSED_LENGTH).trimEnd()}…` : bio;
  return (
    <div className="grid gap-1">
      <p id={id} className="whitespace-pre-line">
        {shown}
      </p>
      {isLong && (
        <button
          type="button"
          className="justify-self-start text-sm font-medium text-link"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
