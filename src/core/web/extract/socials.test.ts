import { describe, expect, it } from 'vitest';
import { extractSocialHandles, socialLinks, type SocialHandles } from './socials.js';

const cases: { name: string; urls: string[]; expected: SocialHandles }[] = [
  {
    name: 'one profile URL per network',
    urls: [
      'https://www.facebook.com/acmecorp/',
      'https://twitter.com/AcmeHQ',
      'https://www.instagram.com/acme.widgets/?hl=en',
      'https://www.linkedin.com/company/acme-widgets/about/',
      'https://github.com/acme-inc/widgets',
      'https://www.crunchbase.com/organization/acme-widgets',
    ],
    expected: {
      socialA: 'acmecorp',
      socialB: 'AcmeHQ',
      socialD: 'acme.widgets',
      proNetwork: 'company/acme-widgets',
      codeHost: 'acme-inc',
      fundingDb: 'organization/acme-widgets',
    },
  },
  {
    name: 'share/intent/sharer/home/login links ignored, later profile wins',
    urls: [
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Facme.test',
      'https://twitter.com/intent/tweet?text=hello',
      'https://twitter.com/share?url=x',
      'https://www.linkedin.com/shareArticle?mini=true&url=x',
      'https://x.com/home',
      'https://github.com/login',
      'https://www.instagram.com/accounts/login/',
      'https://x.com/acme_hq?ref_src=twsrc',
      'https://m.facebook.com/acme.corp',
    ],
    expected: { socialB: 'acme_hq', socialA: 'acme.corp' },
  },
  {
    name: 'linkedin /in/, x.com, github /orgs/, protocol-less and legacy hash-bang URLs',
    urls: ['uk.linkedin.com/in/jane-doe', 'https://github.com/orgs/acme/people', 'http://twitter.com/#!/acme', 'x.com/other'],
    expected: { proNetwork: 'in/jane-doe', codeHost: 'acme', socialB: 'acme' },
  },
  {
    name: 'non-profile paths and foreign hosts ignored',
    urls: [
      'https://www.instagram.com/p/CxYz123/',
      'https://www.linkedin.com/feed/',
      'https://www.crunchbase.com/person/jane-doe',
      'https://notfacebook.com/acme',
      'https://facebook.com/',
      'mailto:x@acme.test',
      'not a url',
    ],
    expected: {},
  },
];

describe('extractSocialHandles', () => {
  it.each(cases)('$name', ({ urls, expected }) => {
    expect(extractSocialHandles(urls)).toEqual(expected);
  });
});

describe('socialLinks', () => {
  it('absolute hrefs of <a> elements on supported hosts, deduplicated', () => {
    const html = `
      <a href="https://www.facebook.com/acmecorp">fb</a>
      <a href="//twitter.com/AcmeHQ">tw</a>
      <a href="https://www.facebook.com/acmecorp">fb again</a>
      <a href="/about">about</a>
      <a href="https://acme.test/x.com">not x</a>
      <a href="javascript:void(0)">js</a>
      <link href="https://github.com/acme">
      <a href="https://github.com/acme">gh</a>`;
    const links = socialLinks(html, 'https://acme.test/');
    expect(links).toEqual(['https://www.facebook.com/acmecorp', 'https://twitter.com/AcmeHQ', 'https://github.com/acme']);
    expect(extractSocialHandles(links)).toEqual({ socialA: 'acmecorp', socialB: 'AcmeHQ', codeHost: 'acme' });
  });
});
