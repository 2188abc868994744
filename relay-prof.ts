import { createServer } from 'node:http';
import { createMediaRelay } from '/work/main/web-server/media-relay';
const relay = createMediaRelay('http://127.0.0.1:4567');
createServer(relay).listen(4568, '127.0.0.1');
setTimeout(() => process.exit(0), 30000);
