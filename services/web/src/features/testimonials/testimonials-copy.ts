import { bilingual } from '../../lib/copy/bilingual';

/** The words of the testimonials lists (the videos and photos themselves come from the content service). */
export const TESTIMONIALS_COPY = bilingual({
  en: {
    travel: {
      heading: 'Trips home',
      intro:
        'After years without being able to leave the country, these clients flew home to see their families once their papers were in order.',
      pages: 'Travel videos: pages',
      empty: 'The videos are not available right now. Please come back in a little while.',
    },
    videoFallback: 'Your browser cannot play this video.',
    openVideo: 'Open the video file',
    /** Under a sample video or photo (issue 30 §3). */
    sample: 'Example: not a real client',
    giveaway: {
      heading: 'Our community giveaways',
      intro:
        'Backpacks for the new school year, holiday baskets and other small gifts we share with the families we serve.',
      pages: 'Giveaway photos: pages',
      empty: 'The photos are not available right now. Please come back in a little while.',
    },
  },
  es: {
    travel: {
      heading: 'Viajes a casa',
      intro:
        'Después de años sin poder salir del país, estos clientes viajaron a ver a su familia una vez que arreglaron sus papeles.',
      pages: 'Videos de viajes: páginas',
      empty: 'Los videos no están disponibles en este momento. Vuelva a visitarnos en un rato.',
    },
    videoFallback: 'Su navegador no puede reproducir este video.',
    openVideo: 'Abrir el archivo del video',
    sample: 'Ejemplo: no es de un cliente real',
    giveaway: {
      heading: 'Nuestros sorteos en la comunidad',
      intro:
        'Mochilas para el regreso a clases, canastas navideñas y otros detalles que compartimos con las familias que atendemos.',
      pages: 'Fotos de sorteos: páginas',
      empty: 'Las fotos no están disponibles en este momento. Vuelva a visitarnos en un rato.',
    },
  },
});
