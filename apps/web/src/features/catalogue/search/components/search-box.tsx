import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { paths } from '../../../../lib/paths.ts';

const variants = {
  default: {
    placeholder: 'Search for services...',
    form: 'flex w-full gap-2',
    input: 'h-10 text-sm',
    button: 'h-10',
  },
  minimal: {
    placeholder: 'Search...',
    form: 'flex w-full gap-1',
    input: 'h-9 text-sm',
    button: 'h-9 px-3',
  },
  prominent: {
    placeholder: 'What service are you looking for today?',
    form: 'flex w-full flex-col gap-2 rounded-2xl bg-background p-2 shadow-xl ring-1 ring-border sm:flex-row',
    input: 'h-12 text-base',
    button: 'h-12 px-6 text-base',
  },
} as const;

export type SearchBoxVariant = keyof typeof variants;

interface SearchBoxProps {
  variant?: SearchBoxVariant;
  className?: string;
  /** Names the search landmark where a page may hold another one (the header's box beside the jobs filters). */
  label?: string;
}

/**
 * Searches the catalogue: goes to /explore?search={text} with the trimmed text,
 * ignores blank input, and starts with the current `search` parameter.
 */
export function SearchBox({ variant = 'default', className, label }: SearchBoxProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlSearch = searchParams.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  // Follow the URL when it changes under a mounted box (back button, another search).
  const [syncedSearch, setSyncedSearch] = useState(urlSearch);
  if (urlSearch !== syncedSearch) {
    setSyncedSearch(urlSearch);
    setText(urlSearch);
  }
  const inputId = useId();
  const look = variants[variant];
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server's page before the script took over are in the box but not in the state
  // (hydration keeps the box, decision 0105): taken in once, when the box is first mounted.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') setText(typed);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box shows: a search pressed before the script took over is replayed before the effect above.
    const search = (input.current?.value ?? text).trim();
    if (!search) return;
    void navigate(paths.explore.getHref({ search }));
  }

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={cn(look.form, className)}>
      <label htmlFor={inputId} className="sr-only">
        Search services
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={input}
          id={inputId}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={look.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            'w-full rounded-md border border-input bg-background pr-3 pl-9 text-foreground placeholder:text-muted-foreground',
            'focus-ring',
            look.input,
          )}
        />
      </div>
      <Button type="submit" className={look.button}>
        Search
      </Button>
    </form>
  );
}
