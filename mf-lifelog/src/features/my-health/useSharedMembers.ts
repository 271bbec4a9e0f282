import { useEffect, useState } from 'react';
import { ApiError } from 'shared-kernel';
import type { SharedMember } from '../lifelog-common';
import { fetchSharedWithMe } from './api';

/** The people who shared their data with me; none when the list cannot be loaded (the page works without it). */
export function useSharedMembers(): readonly SharedMember[] {
  const [members, setMembers] = useState<readonly SharedMember[]>([]);
  useEffect(() => {
    let current = true;
    fetchSharedWithMe().then(
      (list) => {
        if (current) setMembers(list);
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return members;
}
