// Loaded with `node --import` into a server under test: a machine with no network. Every host name
// but loopback fails to resolve at once (ENOTFOUND), as on a machine whose resolver is unreachable,
// so a payment provider's SDK meets a real network error and nothing leaves this machine.
import dns from 'node:dns';

const loopback = new Set(['localhost', '127.0.0.1', '::1']);
const lookup = dns.lookup;
const lookupPromise = dns.promises.lookup;
const notFound = (host) =>
  Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
    code: 'ENOTFOUND',
    errno: -3008,
    syscall: 'getaddrinfo',
    hostname: host,
  });

dns.lookup = function offlineLookup(host, options, callback) {
  if (loopback.has(host)) return lookup.call(this, host, options, callback);
  const done = typeof options === 'function' ? options : callback;
  process.nextTick(done, notFound(host));
};
dns.promises.lookup = async function offlineLookupPromise(host, options) {
  if (loopback.has(host)) return lookupPromise.call(this, host, options);
  throw notFound(host);
};
