// Test only, loaded with `node --import` into the server under test: the machine has no
// internet, so every https connection the server opens (the third-party proxy's) goes to the
// local upstream in TEST_THIRD_PARTY_UPSTREAM (host:port) instead, keeping the third party's
// host name for TLS. The upstream's certificate names that host and is trusted through
// NODE_EXTRA_CA_CERTS: certificate checks stay on, and nothing of this is in the server.
import https from 'node:https';
import tls from 'node:tls';

const upstream = process.env.TEST_THIRD_PARTY_UPSTREAM;
if (!upstream) throw new Error('route-third-parties: TEST_THIRD_PARTY_UPSTREAM (host:port) is not set');
const [host, port] = upstream.split(':');

https.globalAgent.createConnection = (options) =>
  tls.connect({ ...options, host, port: Number(port), servername: options.servername || options.host });
