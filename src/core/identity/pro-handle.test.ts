import { describe, expect, it } from 'vitest';
import { proHandleKey, proHandleUrl } from './pro-handle.js';

describe('proHandleKey', () => {
  it('gives the bare form, the profile path and a link of one person one key', () => {
    for (const form of ['mathieu-lefevre', 'in/mathieu-lefevre', '/in/mathieu-lefevre/', 'IN/Mathieu-Lefevre', 'https://www.linkedin.com/in/mathieu-lefevre/', 'linkedin.com/in/mathieu-lefevre?trk=public', 'http://fr.linkedin.com/in/mathieu-lefevre#about', 'https://www.linkedin.com/in/mathieu-lefevre/details/experience/']) {
      expect(proHandleKey(form), form).toBe('in/mathieu-lefevre');
    }
  });

  it('keeps company and school pages apart from people, and says null for nothing', () => {
    expect(proHandleKey('https://www.linkedin.com/company/acme-robotics/about/')).toBe('company/acme-robotics');
    expect(proHandleKey('school/mit')).toBe('school/mit');
    for (const nothing of ['', '  ', '/', 'https://www.linkedin.com/', 'linkedin.com?x=1']) expect(proHandleKey(nothing), nothing).toBeNull();
  });

  it('does not take another site with linkedin.com inside its name for the network', () => {
    expect(proHandleKey('https://notlinkedin.com.evil.test/in/x')).not.toBe('in/x');
  });
});

describe('proHandleUrl', () => {
  it('links every spelling of a handle the same way, and nothing for nothing', () => {
    for (const form of ['mathieu-lefevre', 'in/mathieu-lefevre', 'https://fr.linkedin.com/in/Mathieu-Lefevre/?trk=x']) {
      expect(proHandleUrl(form), form).toBe('https://www.linkedin.com/in/mathieu-lefevre');
    }
    expect(proHandleUrl('company/acme-robotics')).toBe('https://www.linkedin.com/company/acme-robotics');
    expect(proHandleUrl(' / ')).toBeNull();
  });
});
