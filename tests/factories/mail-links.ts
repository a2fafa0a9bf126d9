/**
 * What a test checks in a rendered mail: every link is absolute and on the configured site
 * (issue 29). Pure, for unit and integration tests alike.
 */
const ABSOLUTE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]+/gi;
/** '//host/x', '/clientes/dashboard', 'www.host': a link whose site the mail client would guess. */
const PROTOCOL_RELATIVE = /(?<![\w:])\/\/[^\s<>"'`]+/g;
const SITE_PATH = /(?<![\w.:/~%<-])\/(?=[\w-])[^\s<>"'`]*/g;
const BARE_HOST = /\bwww\.[^\s<>"'`]+/gi;
const HTML_LINK_ATTR = /\b(?:href|src|action)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The absolute links (scheme://…) of a mail's text and HTML. */
export function mailLinks(mail: { text: string; html?: string | null }): string[] {
  return [mail.text, mail.html ?? ''].flatMap((s) => s.match(ABSOLUTE_URL) ?? []);
}

/**
 * Every link or site path in a mail's text and HTML that is not on `base` (an absolute address
 * without the trailing slash): relative paths ('/clientes/dashboard'), protocol-relative links,
 * bare 'www.' hosts, links to another host. Empty when every link is `base` + a path.
 */
export function mailLinkProblems(mail: { text: string; html?: string | null }, base: string): string[] {
  const onSite = (url: string) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
  const problems: string[] = [];
  for (const [part, s] of [
    ['text', mail.text],
    ['html', mail.html ?? ''],
  ] as const) {
    for (const url of s.match(ABSOLUTE_URL) ?? [])
      if (!onSite(url)) problems.push(`${part}: link fora do site: ${url}`);
    if (part === 'html') {
      for (const m of s.matchAll(HTML_LINK_ATTR)) {
        const value = m[1] ?? m[2] ?? m[3] ?? '';
        if (!value.startsWith('mailto:') && !value.startsWith('tel:') && !onSite(value))
          problems.push(`html: atributo com link fora do site: ${value}`);
      }
    }
    const rest = s.replace(ABSOLUTE_URL, ' ');
    for (const re of [PROTOCOL_RELATIVE, SITE_PATH, BARE_HOST])
      for (const hit of rest.match(re) ?? []) problems.push(`${part}: link relativo ou sem site: ${hit}`);
  }
  return problems;
}
