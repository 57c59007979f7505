/**
 * The consent texts of version 2025-01, exactly as the forms showed them until the 2026-11 texts came: the
 * evidence older leads point at (those leads store their SHA-256 and this version).
 */
export const CONSENT_2025_01 = {
  version: '2025-01',
  text: {
    en:
      'By checking this box and submitting this form, I give Herrera Immigration Law and its staff ' +
      'my prior express written consent to contact me about my inquiry and its legal services by ' +
      'phone calls, text messages (SMS/MMS) and e-mail at the phone number and e-mail address I ' +
      'provided, including calls and texts made with an automatic telephone dialing system or an ' +
      'artificial or prerecorded voice, even if my number is on a federal or state Do Not Call ' +
      'list. I understand that this consent is not a condition of hiring the firm or receiving any ' +
      'service, and that I may revoke it at any time. Message frequency varies; message and data ' +
      'rates may apply. Reply STOP to stop text messages or HELP for help. Submitting this form ' +
      'does not create an attorney-client relationship. I have read and accept the Terms and ' +
      'Conditions and the Privacy Policy.',
    es:
      'Al marcar esta casilla y enviar este formulario, doy a Herrera Abogados de Inmigración y a ' +
      'su personal mi consentimiento previo, expreso y por escrito para contactarme sobre mi ' +
      'consulta y sus servicios legales mediante llamadas telefónicas, mensajes de texto (SMS/MMS) ' +
      'y correo electrónico al número de teléfono y al correo que proporcioné, incluidas llamadas y ' +
      'mensajes realizados con un sistema de marcación automática o con voz artificial o ' +
      'pregrabada, aunque mi número esté en una lista federal o estatal de No Llamar. Entiendo que ' +
      'este consentimiento no es una condición para contratar a la firma ni para recibir ningún ' +
      'servicio, y que puedo revocarlo en cualquier momento. La frecuencia de los mensajes varía; ' +
      'pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibir mensajes ' +
      'de texto o HELP para obtener ayuda. Enviar este formulario no crea una relación ' +
      'abogado-cliente. He leído y acepto los Términos y Condiciones y la Política de Privacidad.',
  },
} as const;
