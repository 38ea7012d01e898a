import { describe, expect, test } from 'vitest';
import sharp from 'sharp';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';
import type { CompletedRoundListResponse, CompletedRoundResponse, MeasureRoundPostResponse, TimeseriesMetadataResponse } from '../../../src/shared/api';
import { damRoundPost, imageUpload, jpegImage, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases } from './support/server';
import { HISTORY_DAYS, TODAY } from './support/tiny-demo';

const DAY_MS = 86_400_000;

describe.each(testDatabases)('issue 4 round calls on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_rounds');

  test('spec entry.md §7 /config names the identity provider and needs no token', async () => {
    const response = await api().call('anonymous', '/hwe-api/v2/config');
    expect(await response.json()).toMatchObject({
      showLoginLogout: true,
      identityProvider: { url: api().provider.issuer, clientId: api().provider.clientId },
    });
    expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${api().provider.issuer}`);
  });

  test('spec archive.md §3 /info: username from preferred_username, admin from the role claim', async () => {
    expect(await (await api().call('observer', '/hwe-api/v2/info')).json()).toMatchObject({ username: 'olga', isAdmin: false });
    expect(await (await api().call('admin', '/hwe-api/v2/info')).json()).toMatchObject({ username: 'anna', isAdmin: true });
    const anonymous = await (await api().call('anonymous', '/hwe-api/v2/info')).json();
    expect(anonymous).toMatchObject({ isAdmin: false, apiVersion: 'v2' });
    expect(anonymous.username).toBeUndefined();
    const permissions = await (await api().call('admin', '/hwe-api/v2/admin/permissions')).json();
    expect(permissions.users).toContain('anna');
  });

  test('spec entry.md §7 discharge meters and facility models', async () => {
    expect(await (await api().call('observer', '/hwe-api/v2/discharge-meters')).json()).toEqual([
      { name: 'OTT C31', seconds: 30, calibrations: [{ slope: 0.25, offset: 0.01, maxImpulses: 10 }] },
    ]);
    expect(await (await api().call('observer', '/hwe-api/v2/station-facilities/models')).json()).toEqual([
      { type: 'Datensammler', name: 'OTT netDL', manufacturer: 'OTT' },
    ]);
  });

  test('spec entry.md §7 measure documents carry an ETag; If-None-Match answers 304', async () => {
    const first = await api().call('observer', '/hwe-api/v2/measure-documents');
    expect(await first.json()).toEqual([
      { mdId: '1', mdFilename: 'Messanleitung.pdf', mdDocument: 'JVBERi0=', mdLastModified: '2026-01-10T08:00:00.000Z' },
    ]);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await api().call('observer', '/hwe-api/v2/measure-documents', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('spec entry.md §7 map overlay per mapType and track as GeoJSON, both with ETag → 304', async () => {
    const osm = await api().call('observer', '/hwe-api/v2/measure-round/2/map/overlay?mapType=osm');
    expect(await osm.json()).toMatchObject({ mapType: 'osm', image: 'data:image/png;base64,BBBB' });
    const ortho = await api().call('observer', '/hwe-api/v2/measure-round/2/map/overlay?mapType=ortho');
    expect((await ortho.json()).mapType).toBe('ortho');
    expect(ortho.headers.get('etag')).not.toBe(osm.headers.get('etag'));
    const cached = await api().call('observer', '/hwe-api/v2/measure-round/2/map/overlay?mapType=osm', {
      headers: { 'If-None-Match': osm.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
    expect((await api().call('admin', '/hwe-api/v2/measure-round/2/map/overlay?mapType=sat')).status).toBe(400);
    expect((await api().call('admin', '/hwe-api/v2/measure-round/3/map/overlay?mapType=ortho')).status).toBe(404);

    const track = await api().call('observer', '/hwe-api/v2/measure-round/2/map/track');
    expect(track.headers.get('content-type')).toContain('application/geo+json');
    expect((await track.json()).type).toBe('FeatureCollection');
    const trackAgain = await api().call('observer', '/hwe-api/v2/measure-round/2/map/track', {
      headers: { 'If-None-Match': track.headers.get('etag')! },
    });
    expect(trackAgain.status).toBe(304);
  });

  test('spec entry.md §7 timeseries values: repeated tsId, remarks=true, null gaps kept', async () => {
    const response = await api().call('observer', '/hwe-api/v2/timeseries/values?remarks=true&tsId=TS-2001-VB01&tsId=TS-2002-W');
    const values = (await response.json()) as HistoricValue[];
    const water = values.filter((value) => value.tsId === 'TS-2002-W');
    expect(values.filter((value) => value.tsId === 'TS-2001-VB01')).toHaveLength(HISTORY_DAYS);
    expect(water[0]).toEqual({ tsId: 'TS-2002-W', dt: new Date(TODAY.getTime() - HISTORY_DAYS * DAY_MS).toISOString(), value: 130 });
    expect(water[3].value).toBeNull();
    expect(water[5].staRemark).toEqual({ text: 'Datensammler getauscht' });
    const withoutRemarks = (await (await api().call('observer', '/hwe-api/v2/timeseries/values?tsId=TS-2002-W')).json()) as HistoricValue[];
    expect(withoutRemarks[5].staRemark).toBeUndefined();
  });

  test('archive.md §3 timeseries metadata: last, min, max, excluding last, sameDay, staRemarks', async () => {
    const lastDay = new Date(TODAY.getTime() - DAY_MS);
    const metadata = (await (
      await api().call('observer', `/hwe-api/v2/timeseries/TS-2002-W/metadata?dt=${encodeURIComponent(lastDay.toISOString())}`)
    ).json()) as TimeseriesMetadataResponse;
    expect(metadata).toEqual({
      last: { dt: lastDay.toISOString(), value: 159 },
      min: 130,
      max: 159,
      minExcludingLast: 130,
      maxExcludingLast: 158,
      sameDay: true,
      staRemarks: [{ dt: new Date(TODAY.getTime() - (HISTORY_DAYS - 5) * DAY_MS).toISOString(), text: 'Datensammler getauscht' }],
    });
    const later = await (await api().call('observer', `/hwe-api/v2/timeseries/TS-2002-W/metadata?dt=2026-03-20T12:00:00Z`)).json();
    expect(later.sameDay).toBe(false);
    expect((await api().call('admin', '/hwe-api/v2/timeseries/NOPE/metadata')).status).toBe(404);
  });

  test('spec entry.md §7 round post stores the round and appends values; a repost stores nothing twice', async () => {
    const post = damRoundPost();
    const first = await api().call('observer', '/hwe-api/v2/measure-round/2', json(post));
    expect(first.status).toBe(201);
    expect((await first.json()) as MeasureRoundPostResponse).toEqual({ instanceId: post.instanceId, count: 3, duplicate: false });

    const values = async () =>
      ((await (await api().call('observer', '/hwe-api/v2/timeseries/values?remarks=true&tsId=TS-2002-W')).json()) as HistoricValue[]).filter(
        (value) => value.instanceId === post.instanceId,
      );
    expect(await values()).toEqual([
      { tsId: 'TS-2002-W', dt: '2026-03-15T07:10:00.000Z', value: 131.5, instanceId: post.instanceId },
      { tsId: 'TS-2002-W', dt: '2026-03-15T07:11:00.000Z', value: 131, instanceId: post.instanceId },
    ]);

    const repeat = await api().call('observer', '/hwe-api/v2/measure-round/2', json(post));
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ instanceId: post.instanceId, count: 3, duplicate: true });
    expect(await values()).toHaveLength(2);

    const stored = (await (await api().call('admin', `/hwe-api/v2/completed-measure-round/${post.instanceId}`)).json()) as CompletedRoundResponse;
    expect(stored).toMatchObject({ instanceId: post.instanceId, mrId: 2, mrName: 'Kontrolle Damm', mrGroup: 'Talsperren', mrTeam: 'Hofer, Haller', mrRemark: 'Starker Wind' });
    expect(Date.parse(stored.submissionTime!)).toBeGreaterThan(Date.now() - 60_000);
    expect(stored.completionTime).toBeUndefined();
    const { rounds: list } = (await (await api().call('admin', '/hwe-api/v2/completed-measure-round')).json()) as CompletedRoundListResponse;
    expect(list.filter((round) => round.instanceId === post.instanceId)).toHaveLength(1);
  });

  test('spec entry.md §7 photo upload before the round body; archive image with Accept and X-Image-Width', async () => {
    const post = damRoundPost(undefined, 'vorab.jpg');
    const path = `/hwe-api/v2/measure-round/2/image/vorab.jpg?dt=2026-03-15T07:00:00Z&staNumber=2001&tsParameter=VB&tsId=TS-2001-VB01`;
    expect((await api().call('observer', path, imageUpload(await jpegImage(640, 480)))).status).toBe(201);
    expect((await api().call('observer', path, imageUpload(await jpegImage(640, 480)))).status).toBe(200);
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(post))).status).toBe(201);

    const round = (await (await api().call('observer', `/hwe-api/v2/completed-measure-round/${post.instanceId}`)).json()) as CompletedRoundResponse;
    const url = round.entries[0].staRemark!.imageURLs![0];
    expect(url).toBe(`/hwe-api/v2/completed-measure-round/${post.instanceId}/image/vorab.jpg`);

    const avif = await api().call('observer', url, { headers: { Accept: 'image/avif,image/jpeg;q=0.8', 'X-Image-Width': '160' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([160, 120]);
    const png = await api().call('observer', url, { headers: { Accept: 'image/png' } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(640);
    const small = await api().call('observer', url, { headers: { Accept: 'image/jpeg', 'X-Image-Quality': '10' } });
    const large = await api().call('observer', url, { headers: { Accept: 'image/jpeg', 'X-Image-Quality': '95' } });
    expect((await small.arrayBuffer()).byteLength).toBeLessThan((await large.arrayBuffer()).byteLength);
    expect((await api().call('observer', url, { headers: { 'X-Image-Quality': '101' } })).status).toBe(400);

    const archive = (await (
      await api().call('observer', '/hwe-api/v2/completed-measure-round/timeseries-values?remarks=true&tsId=TS-2001-VB01')
    ).json()) as HistoricValue[];
    const posted = archive.find((value) => value.instanceId === post.instanceId)!;
    expect(posted.staRemark).toEqual({ text: 'Sickerstelle nass', images: ['vorab.jpg'], imageURLs: [url] });
  });
});
