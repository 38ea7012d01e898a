// issue 36 item 20: a base layer that shows the tiles a preload kept (cache first), fetches the others while online and
// leaves them blank offline, so a phone without a network neither waits for nor logs failing tile requests.
import { createElementObject, createTileLayerComponent, updateGridLayer, withPane, type LayerProps } from '@react-leaflet/core';
import { TileLayer, type Coords, type DoneCallback, type TileLayerOptions } from 'leaflet';
import { readKeptTile } from '../../../state/mobile/map-actions';
import { store } from '../../../state/store';

interface KeptTileOptions extends TileLayerOptions {
  /** the configured layer's name, the key of its kept tiles */
  layerName: string;
  /** the layer allows keeping tiles (MapLayerConfig.offline): look in the kept ones first */
  kept: boolean;
}

class KeptTiles extends TileLayer {
  declare options: KeptTileOptions;

  createTile(coords: Coords, done: DoneCallback): HTMLElement {
    const tile = document.createElement('img');
    tile.alt = '';
    tile.setAttribute('role', 'presentation');
    void this.tileSource(coords).then((source) => {
      if (!source) return done(new Error('no kept tile offline'), tile);
      const release = () => source.startsWith('blob:') && URL.revokeObjectURL(source);
      tile.addEventListener('load', () => (release(), done(undefined, tile)), { once: true });
      tile.addEventListener('error', (event) => (release(), done(new Error(`tile not loaded: ${event.type}`), tile)), { once: true });
      tile.src = source;
    });
    return tile;
  }

  /** the kept tile's object URL, else the tile server's URL while online, else none */
  private async tileSource(coords: Coords): Promise<string | undefined> {
    const blob = this.options.kept ? await readKeptTile(this.options.layerName, { z: coords.z, x: coords.x, y: coords.y }) : undefined;
    if (blob) return URL.createObjectURL(blob);
    return store.online ? this.getTileUrl(coords) : undefined;
  }
}

interface KeptTileLayerProps extends KeptTileOptions, LayerProps {
  url: string;
}

export const KeptTileLayer = createTileLayerComponent<KeptTiles, KeptTileLayerProps>(
  ({ url, ...options }, context) => createElementObject(new KeptTiles(url, withPane(options, context)), context),
  (layer, props, prevProps) => {
    updateGridLayer(layer, props, prevProps);
    if (props.url !== prevProps.url) layer.setUrl(props.url);
  },
);
