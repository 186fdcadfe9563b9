import { useState } from 'react';
import { PbMap } from 'pb-elements/react/pb-map';

/** Where the studio is: a map that asks before it loads, from the site's own tiles, and the places as a list. */
export function Location() {
  const [open, setOpen] = useState('');
  return (
    <section className="band" id="location" aria-labelledby="location-title">
      <div className="container">
        <h2 id="location-title">Find us</h2>
        <p>The map loads only when you ask for it, from this site&apos;s own map tiles.</p>
        <PbMap
          centerLat="52.5190"
          centerLng="13.3950"
          zoom="13"
          mouseWheel="off"
          tileUrl="/tiles/{z}/{x}/{y}.png"
          onPbPinOpen={(event) => setOpen(event.detail.title)}
        >
          <div className="et_pb_map_pin" data-lat="52.5219" data-lng="13.4132" data-title="Studio">
            <h3>Studio</h3>
            <div className="infowindow">
              <p>Alexanderplatz 1, 10178 Berlin</p>
            </div>
          </div>
          <div className="et_pb_map_pin" data-lat="52.5163" data-lng="13.3777" data-title="Workshop">
            <h3>Workshop</h3>
            <div className="infowindow">
              <p>Pariser Platz 4, 10117 Berlin</p>
            </div>
          </div>
        </PbMap>
        <p className="status" role="status">
          {open ? `Showing: ${open}` : ''}
        </p>
      </div>
    </section>
  );
}
