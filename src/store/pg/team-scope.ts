/**
 * Leads, lists and campaigns belong to a team (core/leads/team-workspaces.ts); in PostgreSQL the
 * team is a column that leads every key, and ids count per team (team_id_counters).
 */
import type pg from 'pg';
import { TEAM_NAME } from '../../core/access/api-keys.js';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** The next id of a kind in a team, raised in the caller's transaction (so a rollback returns it). */
export async function nextTeamId(client: Queryable, team: string, kind: 'leads' | 'lists' | 'campaigns'): Promise<number> {
  const { rows } = await client.query<{ last_id: string }>(
    `INSERT INTO team_id_counters AS c (team, kind, last_id) VALUES ($1, $2, 1)
     ON CONFLICT (team, kind) DO UPDATE SET last_id = c.last_id + 1
     RETURNING last_id`,
    [team, kind],
  );
  return Number(rows[0]!.last_id);
}

/** The team column's value: '' for the default team; a named team is checked as keys check it. */
export function teamColumn(team: string | null): string {
  if (team === null) return '';
  if (!TEAM_NAME.test(team)) throw new RangeError(`team "${team}" is not a valid team name`);
  return team;
}
