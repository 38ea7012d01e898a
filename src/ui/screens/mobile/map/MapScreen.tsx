import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, GeoJSON, ImageOverlay, LayersControl, MapContainer, Tooltip, useMap, WMSTileLayer } from 'react-leaflet';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { MapLayerConfig } from '../../../../shared/schema/settings';
import { DEFAULT_STATION_TITLE } from '../../../../shared/config/settings';
import { renderStationTitle } from '../../../../shared/config/station-title';
import { loadRoundMap, mapStore } from '../../../state/mobile/map-actions';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { store } from '../../../state/store';
import { inputPath } from '../stations';
import { roundExtentPoints, type LatLon } from './round-extent';
import { KeptTileLayer } from './KeptTileLayer';

/** spec entry.md §2 Mobile map defaults */
export const MAP_CENTRE: [number, number] = [47.3, 11.3];
export const MAP_ZOOM = 13;
export const SELECTED_COLOUR = '#fca503';
export const STATION_COLOUR = '#00bbcc';
const TRACK_STYLE = { color: '#0b5394', weight: 3, dashArray: '6 6' };

/** The round's stations, overlays and track on the configured layers (no other tile source). */
export default function MapScreen() {
  const { t } = useTranslation();
  const view = useRoundView();
  const { settings } = useSnapshot(store);
  const { station: selected } = useSnapshot(mobileStore);
  const { overlays, track } = useSnapshot(mapStore);
  const [, navigate] = useLocation();
  const mrId = view.round.mrId;
  useEffect(() => {
    void loadRoundMap(mrId);
  }, [mrId]);

  const entries = view.round.entries;
  const stations = view.stations.filter((station) => entries[station.rows[0]].staLocation);
  const isSelected = (staNumber: string, visit: number) => selected?.staNumber === staNumber && selected.visit === visit;
  // the store's own (ref) objects: the snapshot above re-renders when they change
  const extent = roundExtentPoints(entries, mapStore.overlays, mapStore.track);

  return (
    <div className="map-screen" aria-label={t('mobile.map')}>
      <MapContainer center={MAP_CENTRE} zoom={MAP_ZOOM} className="round-map">
        <FitToExtent points={extent} />
        <LayersControl position="topright">
          {(settings?.mapLayers ?? []).map((layer, i) => (
            <LayersControl.BaseLayer key={layer.name} name={layer.name} checked={i === 0}>
              <ConfiguredLayer layer={layer as MapLayerConfig} />
            </LayersControl.BaseLayer>
          ))}
          {overlays.map((overlay) => (
            <LayersControl.Overlay key={overlay.mapType} name={overlay.mapType} checked={overlay.mapType === 'ortho'}>
              <ImageOverlay url={overlay.image} bounds={overlay.bounds.map(([lat, lon]) => [lat, lon] as [number, number])} />
            </LayersControl.Overlay>
          ))}
        </LayersControl>
        {/* the track is drawn under the markers and does not take taps, so a gloved tap on a station always hits the station */}
        {track && <GeoJSON data={track as GeoJSON.FeatureCollection} interactive={false} style={TRACK_STYLE} pointToLayer={() => null as never} />}
        {stations.map((station) => {
          const entry = entries[station.rows[0]];
          const chosen = isSelected(station.staNumber, station.visit);
          return (
            <CircleMarker
              key={`${station.staNumber}/${station.visit}`}
              center={[entry.staLocation!.latitude, entry.staLocation!.longitude]}
              radius={chosen ? 12 : 9}
              className={`station-marker station-${station.staNumber}`}
              pathOptions={{ color: chosen ? SELECTED_COLOUR : STATION_COLOUR, fillOpacity: 0.8 }}
              eventHandlers={{ click: () => navigate(inputPath(station)) }}
            >
              <Tooltip>{renderStationTitle(settings?.stationTitle ?? DEFAULT_STATION_TITLE, entry)}</Tooltip>
            </CircleMarker>
          );
        })}
      </MapContainer>
    </div>
  );
}

/** Fits the map to the round's extent when it changes (stations first, then overlays and track as they load). */
function FitToExtent({ points }: { points: LatLon[] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  // depends on the points' content (key), not on the array made anew at each render
  useEffect(() => {
    if (points.length > 0) map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 17 });
  }, [map, key]);
  return null;
}

function ConfiguredLayer({ layer }: { layer: MapLayerConfig }) {
  const { maxZoom = 24, maxNativeZoom = 19, ...options } = layer.options ?? {};
  if (layer.type === 'wms') return <WMSTileLayer url={layer.url} params={options as never} maxZoom={Number(maxZoom)} />;
  return (
    <KeptTileLayer
      url={layer.url}
      layerName={layer.name}
      kept={layer.offline === true}
      tms={layer.type === 'tms'}
      maxZoom={Number(maxZoom)}
      maxNativeZoom={Number(maxNativeZoom)}
      {...(options as object)}
    />
  );
}
