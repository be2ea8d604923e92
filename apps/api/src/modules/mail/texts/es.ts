import type { MailTexts } from './types.ts';

export const es: MailTexts = {
  greeting: '¡Hola, {name}!',
  greetingAnonymous: '¡Hola!',
  closing: 'Un saludo,',
  signature: 'El equipo de {shop}',
  footer:
    'Recibes este correo por una acción realizada en tu cuenta de {shop} o por una solicitud hecha con esta dirección.',
  welcome: {
    subject: 'Te damos la bienvenida a {shop}',
    intro: 'Gracias por crear tu cuenta de {shop}.',
    body: 'Ya puedes guardar tus direcciones, seguir tus pedidos y envíos, devolver artículos y acumular puntos, todo en un mismo lugar.',
    action: 'Ir a mi cuenta',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de {shop}',
    intro:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Elige una nueva con el botón de abajo.',
    action: 'Elegir una nueva contraseña',
    expiry: 'El enlace solo puede usarse una vez y caduca en {minutes} minutos.',
    ignore: 'Si no lo has solicitado tú, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de {shop}',
    body: 'La contraseña de tu cuenta se acaba de cambiar. Hemos cerrado la sesión en los demás dispositivos en los que la tenías iniciada.',
    notYou:
      'Si no has sido tú, restablece tu contraseña de inmediato y ponte en contacto con nuestro equipo de atención al cliente.',
  },
  supportConfirmation: {
    subject: 'Hemos recibido tu mensaje',
    body: 'Gracias por ponerte en contacto con nosotros. Nuestro equipo de atención al cliente te responderá en un plazo de dos días laborables.',
    yourMessage: 'Tu mensaje:',
    reply: 'Si quieres añadir algo, puedes responder a este correo.',
  },
  stockAlert: {
    subject: '{product} vuelve a estar disponible',
    body: 'Buenas noticias: {product} ya está disponible otra vez.',
    action: 'Comprar ahora',
    once: 'Este aviso solo se envía una vez. Si quieres recibir otro, vuelve a solicitarlo en la página del producto.',
  },
};
