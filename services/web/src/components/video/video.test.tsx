import { renderToString } from 'react-dom/server';
import type { TVideoProps } from './video';
import { Video } from './video';

const base: TVideoProps = {
  src: '/media/intro.mp4',
  type: 'video/mp4',
  poster: '/media/intro.jpg',
  width: 1280,
  height: 720,
  fallback: 'Su navegador no puede reproducir este video.',
  fileLinkLabel: 'Abrir el video',
};

describe('Video (server HTML)', () => {
  it('When it renders, then only the poster is fetched before play, with native controls inline', () => {
    const html = renderToString(<Video {...base} />);
    expect(html).toContain('preload="none"');
    expect(html).toContain('poster="/media/intro.jpg"');
    expect(html).toContain('controls=""');
    expect(html).toContain('playsInline=""');
    expect(html).toContain('width="1280" height="720"');
  });

  it('When the poster waits until the video is near, then the server HTML has none and still reserves the box', () => {
    const html = renderToString(<Video {...base} posterWhenNear />);
    expect(html).not.toContain('poster=');
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('preload="none"');
  });

  it('When it has captions, then a default captions track in their language is in the HTML', () => {
    const html = renderToString(
      <Video
        {...base}
        captions={{ src: '/media/intro.es.vtt', srcLang: 'es', label: 'Español' }}
      />,
    );
    expect(html).toContain(
      '<track kind="captions" src="/media/intro.es.vtt" srcLang="es" label="Español" default=""/>',
    );
  });

  it('When it renders, then the fallback text in the page language and a link to the file are inside the video', () => {
    const html = renderToString(<Video {...base} />);
    expect(html).toMatch(
      /<video[^>]*>.*Su navegador no puede reproducir este video\. <a href="\/media\/intro\.mp4">Abrir el video<\/a>.*<\/video>/,
    );
    expect(html).not.toContain('<track');
  });

  it('When it renders, then no style attribute is written', () => {
    expect(renderToString(<Video {...base} />)).not.toMatch(/\sstyle=/);
  });
});
