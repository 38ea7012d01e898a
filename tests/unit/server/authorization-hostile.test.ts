// issue 9 "nothing the client sends is believed": the authorization matrix's hostile cases. Each asserts
// the status and that nothing changed (or, for fields the server ignores, that they did not land).
import { asTsId } from '../../../src/shared/contract/ids';
import { createHmac, generateKeyPairSync } from 'node:crypto';
import zlib from 'node:zlib';
import { decodeJwt, exportSPKI, importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, test } from 'vitest';
import type { CompletedRoundResponse } from '../../../src/shared/api';
import { damRoundPost, imageUpload, jpegImage, json } from './support/fixtures';
import { fingerprint } from './support/fingerprint';
import { securedServerForThisBlock, testDatabases, type SecuredTestServer } from './support/server';
import { USERS } from './support/tiny-demo';

const completed = (instanceId: string) => `/hwe-api/v2/completed-measure-round/${instanceId}`;

async function expectRefusedUnchanged(api: SecuredTestServer, call: () => Promise<Response>, status: number, ...watch: string[]) {
  const before = await fingerprint(api, ...watch);
  const response = await call();
  expect(response.status).toBe(status);
  const body = (await response.json()) as { status: number; message: string; field?: string };
  expect(body).toMatchObject({ status, message: expect.any(String) });
  expect(await fingerprint(api, ...watch)).toBe(before);
  return body;
}

/** A token with the claims of a real one, signed as `sign` says. */
async function forgedToken(api: SecuredTestServer, sign: 'otherKey' | 'none' | 'hs256WithPublicKey'): Promise<string> {
  const claims = decodeJwt(api.tokens.observer);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  if (sign === 'otherKey') {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' }).sign(privateKey);
  }
  if (sign === 'none') return `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.`;
  const { jwks_uri } = (await (await fetch(`${api.provider.issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
  const { keys } = (await (await fetch(jwks_uri)).json()) as { keys: JWK[] };
  const publicPem = await exportSPKI((await importJWK(keys[0], 'RS256', { extractable: true })) as CryptoKey);
  const signingInput = `${b64({ alg: 'HS256', kid: keys[0].kid, typ: 'at+jwt' })}.${b64(claims)}`;
  return `${signingInput}.${createHmac('sha256', publicPem).update(signingInput).digest('base64url')}`;
}

describe.each(testDatabases)('issue 9 hostile requests on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_hostile');

  test.each([
    ['a timeseries of another round', 'TS-1001-W'],
    ['an unknown timeseries', 'TS-9999-X'],
  ])('issue 9: a post of round 2 with %s answers 422 naming the entry, nothing stored', async (_name, tsId) => {
    const post = damRoundPost();
    post.entries[1] = { ...post.entries[1], tsId: asTsId(tsId) };
    const body = await expectRefusedUnchanged(
      api(),
      () => api().call('observer', '/hwe-api/v2/measure-round/2', json(post)),
      422,
      completed(post.instanceId),
    );
    expect(body.field).toBe('entries.1.tsId');
    expect(body.message).toContain(tsId);
  });

  test('issue 9: inputType, decisions, completion and image URLs sent by an observer do not land', async () => {
    const post = damRoundPost();
    const event = post.entries[0];
    delete event.inputType;
    Object.assign(event, {
      tsUnit: 'cm',
      tsParameter: 'X',
      decision1Value: 'NOT_RELEVANT',
      decision1Remark: { text: 'selbst entschieden' },
      decision2Value: 'NOT_SAFETY_RELEVANT',
      staRemark: { ...event.staRemark, imageURLs: ['javascript:alert(1)', 'https://evil.example/x.jpg'] },
    });
    const hostile = { ...post, completionTime: '2026-03-15T08:00:00.000Z', decision1Time: '2026-03-15T08:00:00.000Z', decision1User: 'olga' };
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(hostile))).status).toBe(201);

    const round = (await (await api().call('responsible1', completed(post.instanceId))).json()) as CompletedRoundResponse;
    expect(round.userDecision1Required).toBe(true);
    expect(round).not.toHaveProperty('completionTime');
    expect(round).not.toHaveProperty('decision1Time');
    expect(round).not.toHaveProperty('decision1User');
    const stored = round.entries[0];
    expect(stored).toMatchObject({ inputType: 'NO_STEADY_INCIDENT', tsParameter: 'VB', value: 2 });
    for (const field of ['decision1Value', 'decision1Remark', 'decision2Value']) expect(stored).not.toHaveProperty(field);
    expect(stored.staRemark?.imageURLs).toEqual([`${completed(post.instanceId)}/image/foto-1.jpg`]);
  });

  test('issue 9: the decider is recorded from the token, not from the body', async () => {
    const post = damRoundPost();
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(post))).status).toBe(201);
    const round = (await (await api().call('responsible1', completed(post.instanceId))).json()) as CompletedRoundResponse;
    round.entries[0].decision1Value = 'FIX_IMMEDIATELY';
    const response = await api().call('responsible1', completed(post.instanceId), json({ ...round, decision1Team: 'Team Damm', decision1User: 'anna' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ decision1Team: 'Team Damm', decision1User: USERS.responsible1 });
  });

  test('issue 9: an image of a submitted round is immutable: same bytes 200, other bytes 409 and unchanged', async () => {
    const post = damRoundPost(undefined, 'foto-fest.jpg');
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(post))).status).toBe(201);
    const upload = '/hwe-api/v2/measure-round/2/image/foto-fest.jpg';
    const original = await jpegImage(64, 48);
    expect((await api().call('observer', upload, imageUpload(original))).status).toBe(201);
    expect((await api().call('observer', upload, imageUpload(original))).status).toBe(200);
    const image = `${completed(post.instanceId)}/image/foto-fest.jpg`;
    for (const user of ['observer', 'admin'] as const) {
      const body = await expectRefusedUnchanged(api(), async () => api().call(user, upload, imageUpload(await jpegImage(32, 32))), 409, image);
      expect(body.field).toBe('imageName');
    }
  });

  test('issue 9: a 16000×16000 image answers 413 before it is decoded', async () => {
    const post = damRoundPost(undefined, 'riesig.png');
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(post))).status).toBe(201);
    const body = await expectRefusedUnchanged(
      api(),
      () => api().call('observer', '/hwe-api/v2/measure-round/2/image/riesig.png', imageUpload(pngHeaderOnly(16000, 16000), 'image/png')),
      413,
      `${completed(post.instanceId)}/image/riesig.png`,
    );
    expect(body.message).toContain('16000×16000');
  });

  test.each(['otherKey', 'none', 'hs256WithPublicKey'] as const)('issue 9: a token signed with %s answers 401, nothing stored', async (sign) => {
    const token = await forgedToken(api(), sign);
    const post = damRoundPost();
    await expectRefusedUnchanged(
      api(),
      () => fetch(`${api().server.url}/hwe-api/v2/measure-round/2`, { ...json(post), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }),
      401,
      completed(post.instanceId),
    );
  });
});

/** A PNG whose header claims width × height pixels, with only a few bytes of pixel data. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}
