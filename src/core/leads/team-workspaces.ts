/**
 * Leads, leads lists and campaigns belong to a team. A deployment serves one team by default
 * (keys without a team share it, as before teams existed); a key created with a team
 * (`cli keys create --team NAME`) sees that team's leads, lists and campaigns only, and its
 * bulks with `output=leads` write into them. Ids count per team, so they reveal nothing of other
 * teams.
 *
 * A workspace is the pair of services over one team's records; how a team's records are kept
 * apart is the store's business (the builder handed in by the composition root).
 */
import type { CampaignService } from './campaign-service.js';
import type { LeadService } from './lead-service.js';

export interface TeamWorkspace {
  /** The team, or null for the deployment's default team. */
  readonly team: string | null;
  readonly leads: LeadService;
  readonly campaigns: CampaignService;
}

export class TeamWorkspaces {
  private readonly built = new Map<string, TeamWorkspace>();

  constructor(
    private readonly build: (team: string | null) => TeamWorkspace,
    private readonly knownTeams: () => Promise<string[]>,
  ) {}

  /** The workspace of a team (null: the default team). */
  of(team: string | null): TeamWorkspace {
    const id = team ?? '';
    let ws = this.built.get(id);
    if (!ws) {
      ws = this.build(team);
      this.built.set(id, ws);
    }
    return ws;
  }

  /** Every team's workspace, the default team's first (the re-verification scan walks them all). */
  async all(): Promise<TeamWorkspace[]> {
    return [this.of(null), ...(await this.knownTeams()).map((t) => this.of(t))];
  }
}
