// The media edge's requests to an S3-compatible bucket (njs, loaded by nginx.conf.template when
// edge-config.ts is given a bucket; README "Object storage"): once media-edge.js has let a signed
// media URL through, nginx fetches the object whose key is the URL's path from the bucket, with
// an AWS Signature Version 4 under the key pair nginx passes in S3_ACCESS_KEY_ID and
// S3_SECRET_ACCESS_KEY (env directive), so the bucket itself stays private. Without a key pair
// the request goes unsigned, for a bucket that lets the edge read by its own policy.
//
// edge-config.ts sets, with js_var: $media_store_host (the Host of the bucket's address),
// $media_store_prefix ('/bucket' in path style, else '') and $media_store_region.

import crypto from 'crypto';

// S3's URI encoding of a key: every byte but unreserved characters, segment by segment
function encodeKey(key) {
  return key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (character) => '%' + character.charCodeAt(0).toString(16).toUpperCase()),
    )
    .join('/');
}

function hmac(key, text) {
  return crypto.createHmac('sha256', key).update(text).digest();
}

function sha256(text) {
  return crypto.createHash('sha256').update(text).digest('hex');
}

// $media_store_uri: the object's address on the bucket's server, for proxy_pass and the signature alike
function uri(r) {
  return r.variables.media_store_prefix + '/' + encodeKey(r.variables.media_path || '');
}

// $media_store_date: the request's time, as the signature and its x-amz-date header both name it
function date() {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// $media_store_authorization: AWS4-HMAC-SHA256 over method, address, host, payload hash and date.
// The edge always asks with GET (proxy_method), whole objects, and answers HEAD and ranges from its
// cache; a revalidation adds conditional headers, which the signature leaves out.
function authorization(r) {
  const keyId = process.env.S3_ACCESS_KEY_ID;
  const secret = process.env.S3_SECRET_ACCESS_KEY;
  if (!keyId || !secret) return '';
  const amzDate = r.variables.media_store_date;
  const day = amzDate.slice(0, 8);
  const region = r.variables.media_store_region;
  const scope = day + '/' + region + '/s3/aws4_request';
  const signedHeaders = 'host;x-amz-content-sha256;x-amz-date';
  const canonical = [
    'GET',
    r.variables.media_store_uri,
    '',
    'host:' + r.variables.media_store_host,
    'x-amz-content-sha256:UNSIGNED-PAYLOAD',
    'x-amz-date:' + amzDate,
    '',
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac('AWS4' + secret, day), region), 's3'), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return 'AWS4-HMAC-SHA256 Credential=' + keyId + '/' + scope + ', SignedHeaders=' + signedHeaders + ', Signature=' + signature;
}

const store = { uri, date, authorization };
export default store;
