/**
 * The load balancer's configuration (docs/operations.md#running-on-more-than-one-machine).
 *
 * - Health: every replica is asked `GET /v1/healthcheck?services=database` (storefronts: `/robots.txt`)
 *   every 500 ms; one failed check takes it out, two good ones bring it back. A stopping API replica
 *   answers 503 `draining` for DRAIN_SECONDS first, so it is out before it closes.
 * - Retries: a request whose connection could not be made is sent to another replica, whatever its
 *   method (the replica never saw it). A GET or HEAD is also sent again when a replica dies while
 *   answering it; anything else is not, since the replica may have done it (the shopper sees a 502 and
 *   the shop's own idempotency, a cart already ordered, answers the repeat).
 */
export interface Server {
  name: string;
  port: number;
}

export function haproxyConfig(options: {
  port: number;
  apiPort: number;
  apis: readonly Server[];
  webs: readonly Server[];
  /** Where `show stat` is answered (the cluster tests read the replicas' states there). */
  statsSocket: string;
}): string {
  const servers = (list: readonly Server[]) =>
    list.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n');
  return `global
  maxconn 4096
  stats socket ${options.statsSocket} mode 600 level operator

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check 2s
  option forwardfor
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout
  default-server inter 500ms fastinter 250ms downinter 500ms fall 1 rise 2

frontend shop
  bind 127.0.0.1:${options.port}
  http-request set-header X-Forwarded-Host %[req.hdr(host)]
  http-request set-header X-Forwarded-Proto http
  use_backend api if { path_beg /v1/ }
  default_backend ${options.webs.length > 0 ? 'web' : 'api'}

frontend api_for_storefronts
  bind 127.0.0.1:${options.apiPort}
  default_backend api

backend api
  balance leastconn
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  option httpchk GET /v1/healthcheck?services=database
  http-check expect status 200
${servers(options.apis)}
${
  options.webs.length > 0
    ? `
backend web
  balance leastconn
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  option httpchk GET /robots.txt
  http-check expect status 200
${servers(options.webs)}
`
    : ''
}`;
}
