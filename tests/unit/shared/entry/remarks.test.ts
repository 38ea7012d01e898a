import { describe, expect, test } from 'vitest';
import { locationFromText, parseCoordinate, parseLocation, withTextLocation } from '../../../../src/shared/remarks/location';
import { addImage, removeImage } from '../../../../src/shared/remarks/images';

describe('spec entry.md §3 Remark: a geo:lat,lon pattern inside the text is read as a location', () => {
  test('geo pattern in text', () => {
    expect(locationFromText('Pegellatte beschädigt geo:47.2654,11.3927 bitte prüfen')).toEqual({ latitude: 47.2654, longitude: 11.3927 });
    expect(locationFromText('GEO: -33.5, 151')).toEqual({ latitude: -33.5, longitude: 151 });
    expect(locationFromText('keine Position')).toBeUndefined();
    expect(locationFromText('geo:95,11')).toBeUndefined();
  });

  test('the remark gets the location, an explicit one is kept', () => {
    expect(withTextLocation({ text: 'geo:47.3,11.3' }).location).toEqual({ latitude: 47.3, longitude: 11.3 });
    const explicit = { text: 'geo:47.3,11.3', location: { latitude: 1, longitude: 2 } };
    expect(withTextLocation(explicit)).toBe(explicit);
  });
});

describe('spec entry.md §5 Coordinates accept comma decimals and a JSON array string', () => {
  test('comma decimals', () => {
    expect(parseCoordinate('47,2654')).toBe(47.2654);
    expect(parseCoordinate(' 11.39 ')).toBe(11.39);
    expect(parseCoordinate('Nord')).toBeUndefined();
  });

  test('JSON array string and objects', () => {
    expect(parseLocation('[47.2654, 11.3927]')).toEqual({ latitude: 47.2654, longitude: 11.3927 });
    expect(parseLocation('["47,2654", "11,3927"]')).toEqual({ latitude: 47.2654, longitude: 11.3927 });
    expect(parseLocation({ latitude: '47,1', longitude: 11 })).toEqual({ latitude: 47.1, longitude: 11 });
    expect(parseLocation('[47.2]')).toBeUndefined();
    expect(parseLocation('kein JSON')).toBeUndefined();
  });
});

describe('spec entry.md §3 Remark: photos are added or deleted by index', () => {
  test('add and delete by index, URLs kept parallel', () => {
    const remark = addImage(addImage({ text: 'x' }, 'a', 'blob:a'), 'b', 'blob:b');
    expect(remark).toEqual({ text: 'x', images: ['a', 'b'], imageURLs: ['blob:a', 'blob:b'] });
    expect(removeImage(remark, 0)).toEqual({ text: 'x', images: ['b'], imageURLs: ['blob:b'] });
  });
});
