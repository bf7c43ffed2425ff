import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('the language of an API request', () => {
  it('follows a supported Accept-Language first, then the lang cookie, then English', () => {
    expect(requestLanguage({ 'accept-language': 'el-GR,el;q=0.9', cookie: 'lang=en' })).toBe('el');
    expect(requestLanguage({ 'accept-language': 'en', cookie: 'lang=el' })).toBe('en');
    expect(requestLanguage({ 'accept-language': 'fr-FR,de;q=0.5', cookie: 'a=1; lang=el' })).toBe(
      'el',
    );
    expect(requestLanguage({ cookie: 'lang=el' })).toBe('el');
    expect(requestLanguage({ cookie: 'lang=xx' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });

  it('ignores a language the header refuses with q=0', () => {
    expect(requestLanguage({ 'accept-language': 'en;q=0', cookie: 'lang=el' })).toBe('el');
  });

  it("puts the cookie first for a WebSocket, whose Accept-Language is the browser's own", () => {
    const socket = { upgrade: 'websocket', 'accept-language': 'en-US,en;q=0.9' };
    expect(requestLanguage({ ...socket, cookie: 'lang=el' })).toBe('el');
    expect(requestLanguage(socket)).toBe('en');
  });
});
