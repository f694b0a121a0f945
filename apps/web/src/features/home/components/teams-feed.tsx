import { useEffect, useState } from 'react';
import { useTeams } from '../../../lib/teams.ts';
import { LazyFileUnder, type TeamsFeedProps } from '../file-under-part.ts';

/**
 * Reads a signed-in user's teams for the "File under" choice (renders nothing): a team is offered
 * once the choice's code and words have arrived; without them, none is (the analysis is filed as
 * a personal one).
 */
export function TeamsFeed({ onChange }: TeamsFeedProps) {
  const teams = useTeams({ enabled: true });
  const [code, setCode] = useState<'loaded' | 'failed' | null>(null);
  const list = teams.data ?? [];
  const wanted = list.length > 0;
  useEffect(() => {
    if (!wanted || code) return;
    let live = true;
    LazyFileUnder.preload().then(
      () => live && setCode('loaded'),
      () => live && setCode('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, code]);
  const offered = code === 'loaded' ? list : null;
  const pending = teams.isPending || (wanted && code === null);
  useEffect(() => {
    onChange({ teams: offered ?? [], pending });
  }, [offered, pending, onChange]);
  return null;
}
