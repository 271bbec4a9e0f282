import { useEffect, useState } from 'react';
import { session } from 'shared-kernel';
import { ownPerson, type Person } from './person';

/** The logged-in person, kept up to date when the session's user changes (a new height, for example). */
export function useOwnPerson(): Person | null {
  const [person, setPerson] = useState(ownPerson);
  useEffect(() => {
    const subscription = session.changes$.subscribe(() => setPerson(ownPerson()));
    return () => subscription.unsubscribe();
  }, []);
  return person;
}
