import { Code } from '@app/contracts';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../../lib/errors.ts';
import { refusedRange } from '../../lib/net.ts';

/** What an outbound call may reach and how much it may read. */
export interface THttpPolicy {
  /** Hosts that may be called at all; empty = any public host. */
  hosts: readonly string[];
  /** Hosts or IPs that may be called although they are in a special-purpose range (lib/net.ts). */
  privateHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
}

const refused = (reason: string) => new AppError(Code.badRequest, 'dataInterface.httpRefused', { reason });
const failed = (reason: string) => new AppError(Code.badRequest, 'dataInterface.httpFailed', { reason });

/** Splits a comma-separated configuration list. */
export function listOf(csv: string): string[] {
  return csv
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Checks the URL's scheme and host against the policy (addresses are checked again at connect time). */
function checkUrl(url: URL, policy: THttpPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https');
  if (url.username || url.password) throw refused('credentials in the URL are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (policy.hosts.length && !policy.hosts.includes(host))
    throw refused(`host ${host} is not in the allowed list`);
  const range = net.isIP(host) ? refusedRange(host) : null;
  if (range && !policy.privateHosts.includes(host)) throw refused(`address ${host} is in ${range}`);
}

/** A DNS lookup that fails when any address of the host is refused (checked where the socket connects). */
function guardedLookup(host: string, policy: THttpPolicy): net.LookupFunction {
  const allowPrivate = policy.privateHosts.includes(host.toLowerCase());
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses;
      const bad = allowPrivate
        ? undefined
        : list.find((a) => refusedRange(a.address) && !policy.privateHosts.includes(a.address));
      if (bad || !list.length) {
        const why = bad ? `${bad.address} is in ${refusedRange(bad.address)}` : 'none';
        return callback(
          Object.assign(new Error(`address of ${hostname}: ${why}`), { code: 'EREFUSED_PRIVATE' }),
          '',
          4,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** One request without following redirects; resolves with status, location and the body (size-capped). */
function requestOnce(url: URL, method: 'get' | 'post', policy: THttpPolicy) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    let settled = false;
    const stop = (err: AppError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method: method.toUpperCase(),
      lookup: guardedLookup(url.hostname, policy),
      // A fresh connection each call: a pooled keep-alive socket would skip the lookup and its address check.
      agent: false,
      headers: { accept: 'application/json', 'user-agent': 'jnpf-data-interface' },
      timeout: policy.timeoutMs,
    });
    const timer = setTimeout(() => stop(failed('timed out')), policy.timeoutMs);
    req.on('timeout', () => stop(failed('timed out')));
    req.on('error', (err) => {
      const code = (err as NodeJS.ErrnoException).code;
      stop(code === 'EREFUSED_PRIVATE' ? refused(err.message) : failed(err.message));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > policy.maxBytes) return stop(failed(`the answer is larger than ${policy.maxBytes} bytes`));
        chunks.push(c);
      });
      res.on('error', (err) => stop(failed(err.message)));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.end();
  });
}

/**
 * Calls an HTTP interface: allowed hosts only, special-purpose ranges refused unless configured (checked on the
 * literal host and on every address the name resolves to, where the socket connects), at most 3 redirects each
 * checked the same way, a timeout and a size cap; `query` is added to the URL. Answers the JSON's `data` when it
 * has one, else the JSON.
 */
export async function callHttp(
  rawUrl: string,
  method: 'get' | 'post',
  policy: THttpPolicy,
  query: ReadonlyMap<string, string> = new Map(),
): Promise<unknown> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw refused('not a valid URL');
  }
  for (const [k, v] of query) url.searchParams.set(k, v);
  for (let hop = 0; hop < 4; hop++) {
    checkUrl(url, policy);
    const res = await requestOnce(url, hop ? 'get' : method, policy);
    if (res.status >= 300 && res.status < 400 && res.location) {
      url = new URL(res.location, url);
      continue;
    }
    if (res.status < 200 || res.status >= 300) throw failed(`the API answered HTTP ${res.status}`);
    let json: unknown;
    try {
      json = JSON.parse(res.body);
    } catch {
      throw failed('the API did not answer JSON');
    }
    return json && typeof json === 'object' && 'data' in json ? json.data : json;
  }
  throw failed('too many redirects');
}
