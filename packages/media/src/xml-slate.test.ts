import { describe, expect, it } from 'vitest';
import { fixtureSpec } from './test-fixtures.ts';
import { xmlSlate } from './xml-slate.ts';

describe('xmlSlate', () => {
  const spec = fixtureSpec({ durationSeconds: 30, title: 'Bars & <Bites> "été"' });

  it('describes MXF1080_SLATED: timecodes, NDF fields keeping the frame count, and the layout', () => {
    const xml = xmlSlate('SLATE_XML_MXF1080_SLATED', spec, {
      date: '2026-11-22',
      hasCaptions: true,
      measuredLkfs: -24.04,
    });
    expect(xml).toContain(
      '<commercialSlate xmlns="urn:example:commercial-slate:1" version="1.0" outputKey="MXF1080_SLATED">',
    );
    expect(xml).toContain('<uniqueId type="AD-ID">ACME1234000H</uniqueId>');
    expect(xml).toContain('<title>Bars &amp; &lt;Bites&gt; &quot;été&quot;</title>');
    expect(xml).toContain(
      '<timecode format="29.97 DF" start="09:59:57;00" programStart="10:00:00;00" length="00:00:30;00" fileLength="00:00:34;00" ndfStart="09:59:21:00" ndfDuration="00:00:30:00"/>',
    );
    expect(xml).toContain('<segment kind="slate" startTc="09:59:57;00" frames="60" audio="silence"/>');
    expect(xml).toContain('<segment kind="program" startTc="10:00:00;00" frames="900"/>');
    expect(xml).toContain('measured="-24.0"');
    expect(xml).toContain('scan="interlaced-tff" codec="XDCAM HD422 50Mb/s" container="MXF OP1a"');
  });

  it('states the loudness range of the output and of its source beside the measured loudness', () => {
    // Act
    const xml = xmlSlate('SLATE_XML_RADIO_MP3_320_14', spec, {
      date: '2026-11-22',
      measuredLkfs: -14.02,
      loudnessRangeLu: 10.43,
      sourceLoudnessRangeLu: 9.39,
    });
    // Assess
    expect(xml).toContain('level="-14 LUFS" measured="-14.0" loudnessRange="10.4" sourceLoudnessRange="9.4"');
  });

  it('gives the 899-frame program of MXF1080_DF_DURATION', () => {
    const xml = xmlSlate('MXF1080_DF_DURATION', spec);
    expect(xml).toContain('<duration seconds="30" frames="899"/>');
    expect(xml).toContain('ndfDuration="00:00:29:29"');
  });

  it('writes only what a station chose of the seed’s attributes, and keeps what no attribute names', () => {
    const xml = xmlSlate('MXF1080_SLATED', spec, {
      date: '2026-11-22',
      hasCaptions: true,
      attributes: ['unique_id', 'title', 'duration', 'ndf_tc_duration'],
    });
    expect(xml).toContain('<uniqueId type="AD-ID">ACME1234000H</uniqueId>');
    expect(xml).toContain('<title>');
    expect(xml).toContain('<duration seconds="30" frames="900"/>');
    expect(xml).toContain('<timecode ndfDuration="00:00:30:00"/>');
    for (const left of [
      '<advertiser>',
      '<product>',
      '<agency>',
      '<date>',
      '<closedCaptions',
      'imageSize=',
      'trackLayout=',
      'level=',
      'start=',
    ])
      expect(xml).not.toContain(left);
    expect(xml).toContain('<language>');
    expect(xml).toContain('<layout profile=');
  });

  it('says a spot is music only, or has speech, when its slate says so, whatever the station chose', () => {
    // Act
    const musicOnly = xmlSlate('MXF1080_SLATED', fixtureSpec({ musicOnly: true }), { attributes: ['unique_id'] });
    const speech = xmlSlate('MXF1080_SLATED', fixtureSpec({ musicOnly: false }));
    const notSaid = xmlSlate('MXF1080_SLATED', spec);

    // Assess
    expect(musicOnly).toMatch(/<audio [^>]*musicOnly="true"/);
    expect(speech).toMatch(/<audio [^>]*musicOnly="false"/);
    expect(notSaid).not.toContain('musicOnly');
  });
});
