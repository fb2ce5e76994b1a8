/**
 * Social/profile URL -> handle mapping (pure, no I/O).
 *
 *   facebook.com/<handle>                 -> socialA
 *   twitter.com/<handle>, x.com/<handle>  -> socialB   (also legacy `twitter.com/#!/<handle>`)
 *   instagram.com/<handle>                -> socialD
 *   linkedin.com/company/<x>, /in/<x>     -> proNetwork `company/<x>` | `in/<x>`
 *   github.com/<org>[/<repo>], /orgs/<org> -> codeHost
 *   crunchbase.com/organization/<x>       -> fundingDb `organization/<x>`
 *
 * `www.`, `m.`, `mobile.` and country/web subdomains are accepted; query strings and fragments are
 * ignored; share/intent/sharer/dialog/home/login and other non-profile paths are rejected. The first
 * URL that yields a handle for a network wins.
 */
import { loadHtml, resolveUrl } from './dom.js';

export interface SocialHandles {
  socialA?: string;
  socialB?: string;
  socialD?: string;
  proNetwork?: string;
  codeHost?: string;
  fundingDb?: string;
}

export type Network = keyof SocialHandles;

const COMMON_RESERVED = ['share', 'sharer', 'sharer.php', 'share.php', 'intent', 'home', 'home.php', 'login', 'login.php', 'signup', 'search', 'explore', 'settings', 'privacy', 'help', 'about', 'legal', 'policies', 'terms', 'tos'];

const RESERVED: Record<'socialA' | 'socialB' | 'socialD' | 'codeHost', ReadonlySet<string>> = {
  socialA: new Set([...COMMON_RESERVED, 'dialog', 'plugins', 'pages', 'groups', 'events', 'profile.php', 'watch', 'photo.php', 'story.php', 'permalink.php', 'hashtag', 'marketplace', 'gaming', 'business', 'people', 'public', 'tr', 'l.php', 'recover']),
  socialB: new Set([...COMMON_RESERVED, 'i', 'hashtag', 'messages', 'notifications', 'compose', 'account', 'oauth', 'widgets', 'tweet', 'status', 'statuses']),
  socialD: new Set([...COMMON_RESERVED, 'p', 'reel', 'reels', 'tv', 'stories', 'accounts', 'direct', 'web', 'developer', 'oauth']),
  codeHost: new Set([...COMMON_RESERVED, 'join', 'features', 'sponsors', 'marketplace', 'topics', 'trending', 'collections', 'events', 'pricing', 'enterprise', 'site', 'apps', 'security', 'contact', 'customer-stories', 'readme', 'team', 'notifications', 'new', 'organizations', 'pulls', 'issues', 'codespaces', 'discussions']),
};

const HANDLE_RE: Record<'socialA' | 'socialB' | 'socialD' | 'codeHost', RegExp> = {
  socialA: /^[A-Za-z0-9][A-Za-z0-9.\-_]{0,99}$/,
  socialB: /^[A-Za-z0-9_]{1,15}$/,
  socialD: /^[A-Za-z0-9._]{1,30}$/,
  codeHost: /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,
};

const SLUG_RE = /^[A-Za-z0-9][A-Za-z0-9\-_.%~]*$/;

/** Which network a hostname belongs to, or undefined. */
export function networkOfHost(hostname: string): Network | undefined {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  const is = (domain: string): boolean => h === domain || h.endsWith(`.${domain}`);
  if (is('facebook.com') || is('fb.com')) return 'socialA';
  if (is('twitter.com') || is('x.com')) return 'socialB';
  if (is('instagram.com')) return 'socialD';
  if (is('linkedin.com')) return 'proNetwork';
  if (h === 'github.com' || h === 'www.github.com') return 'codeHost';
  if (is('crunchbase.com')) return 'fundingDb';
  return undefined;
}

function parseProfileUrl(raw: string): URL | undefined {
  const s = raw.trim();
  if (s === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s.replace(/^\/\//, '')}`;
  const u = resolveUrl(withScheme, undefined);
  return u !== undefined && (u.protocol === 'http:' || u.protocol === 'https:') ? u : undefined;
}

function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** The (network, handle) of one profile URL, or undefined for non-profile links. */
export function socialHandleOf(rawUrl: string): { network: Network; handle: string } | undefined {
  const u = parseProfileUrl(rawUrl);
  if (u === undefined) return undefined;
  const network = networkOfHost(u.hostname);
  if (network === undefined) return undefined;
  let segs = segments(u.pathname);
  // Legacy hash-bang profile URLs: twitter.com/#!/acme
  if (segs.length === 0 && u.hash.startsWith('#!/')) segs = segments(u.hash.slice(2));

  const simple = (net: 'socialA' | 'socialB' | 'socialD' | 'codeHost', first: string | undefined) => {
    if (first === undefined) return undefined;
    const handle = first.replace(/^@/, '');
    if (RESERVED[net].has(handle.toLowerCase()) || !HANDLE_RE[net].test(handle)) return undefined;
    return { network: net, handle };
  };
  const prefixed = (net: 'proNetwork' | 'fundingDb', allowed: readonly string[]) => {
    const [kind, slug] = segs;
    if (kind === undefined || slug === undefined || !allowed.includes(kind.toLowerCase()) || !SLUG_RE.test(slug)) return undefined;
    return { network: net, handle: `${kind.toLowerCase()}/${slug}` };
  };

  switch (network) {
    case 'socialA':
    case 'socialB':
    case 'socialD':
      return simple(network, segs[0]);
    case 'codeHost':
      return simple('codeHost', segs[0]?.toLowerCase() === 'orgs' ? segs[1] : segs[0]);
    case 'proNetwork':
      return prefixed('proNetwork', ['company', 'in']);
    case 'fundingDb':
      return prefixed('fundingDb', ['organization']);
  }
}

export function extractSocialHandles(urls: readonly string[]): SocialHandles {
  const out: SocialHandles = {};
  for (const raw of urls) {
    const found = socialHandleOf(raw);
    if (found !== undefined && out[found.network] === undefined) out[found.network] = found.handle;
  }
  return out;
}

/** Absolute hrefs (deduplicated, document order) of `<a>` elements pointing at a supported network. */
export function socialLinks(html: string, pageUrl: string): string[] {
  const $ = loadHtml(html);
  const out: string[] = [];
  $('a[href]').each((_, el) => {
    const u = resolveUrl($(el).attr('href') ?? '', pageUrl);
    if (u === undefined || (u.protocol !== 'http:' && u.protocol !== 'https:')) return;
    if (networkOfHost(u.hostname) === undefined) return;
    if (!out.includes(u.href)) out.push(u.href);
  });
  return out;
}

const PROFILE_BASE: Record<Network, string> = {
  socialA: 'https://www.facebook.com/',
  socialB: 'https://twitter.com/',
  socialD: 'https://www.instagram.com/',
  proNetwork: 'https://www.linkedin.com/',
  codeHost: 'https://github.com/',
  fundingDb: 'https://www.crunchbase.com/',
};

/**
 * The profile URL of a stored handle, the inverse of socialHandleOf (`company/x` on the
 * professional network is `https://www.linkedin.com/company/x`); a handle stored as a URL is
 * returned as it is; null for no handle.
 */
export function profileUrl(network: Network, handle: string | null | undefined): string | null {
  if (!handle) return null;
  if (/^https?:\/\//i.test(handle)) return handle;
  return PROFILE_BASE[network] + handle.replace(/^[@/]+/, '');
}
