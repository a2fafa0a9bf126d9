/** The site gate passed as a visitor passes it: the cookie `/api/gate` sets, for every later request. */
export async function gateCookie(url: string, password: string): Promise<string> {
  const r = await fetch(`${url}/api/gate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ password }),
  });
  if (!r.ok) throw new Error(`portão: ${r.status} ${await r.text()}`);
  return r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
