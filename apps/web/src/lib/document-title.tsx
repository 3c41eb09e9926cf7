import { documentTitle, NOT_FOUND_PAGE, type Page } from '@teenfreelance/contracts/pages';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** What a page about one thing says of it in its title: the thing's name once known, or that it is not there. */
interface TitleSubject {
  name?: string;
  isNotFound?: boolean;
}

const SetTitleSubject = createContext<(subject: TitleSubject) => void>(() => undefined);

/**
 * Sets document.title on client navigation from the page table (the server
 * writes the same title into the first HTML). The router wraps every page in
 * it, so a page module never writes a title; a page about one thing names it
 * with useTitleSubject.
 */
export function DocumentTitle({ page, children }: { page: Page; children: ReactNode }) {
  const [subject, setSubject] = useState<TitleSubject>({});
  useEffect(() => {
    document.title = subject.isNotFound ? NOT_FOUND_PAGE.title : documentTitle(page, subject.name);
  }, [page, subject]);
  return <SetTitleSubject.Provider value={setSubject}>{children}</SetTitleSubject.Provider>;
}

/**
 * Names the thing a page shows (a gig's title, a profile's name) in the page's
 * title, which the page table makes from it; a thing that is not there gets the
 * not-found page's title, as the server's 404 has.
 */
export function useTitleSubject(name: string | undefined, isNotFound = false): void {
  const setSubject = useContext(SetTitleSubject);
  useEffect(() => {
    setSubject({ name, isNotFound });
    return () => setSubject({});
  }, [name, isNotFound, setSubject]);
}
