import type { MailTexts } from './types.ts';

export const pt: MailTexts = {
  greeting: 'Olá, {name},',
  greetingAnonymous: 'Olá,',
  closing: 'Com os melhores cumprimentos,',
  signature: 'A equipa {shop}',
  footer: 'Recebeu este e-mail devido a uma ação na sua conta {shop} ou a um pedido feito com este endereço.',
  welcome: {
    subject: 'Boas-vindas à {shop}',
    intro: 'Obrigado por criar a sua conta {shop}.',
    body: 'Já pode guardar as suas moradas, acompanhar as suas encomendas e envios, devolver artigos e acumular pontos, tudo num só lugar.',
    action: 'Ir para a minha conta',
  },
  passwordReset: {
    subject: 'Redefinir a palavra-passe da sua conta {shop}',
    intro:
      'Recebemos um pedido para redefinir a palavra-passe da sua conta. Escolha uma nova palavra-passe através do botão abaixo.',
    action: 'Escolher nova palavra-passe',
    expiry: 'Este link só pode ser utilizado uma vez e expira ao fim de {minutes} minutos.',
    ignore: 'Se não fez este pedido, pode ignorar este e-mail: a sua palavra-passe mantém-se inalterada.',
  },
  passwordChanged: {
    subject: 'A palavra-passe da sua conta {shop} foi alterada',
    body: 'A palavra-passe da sua conta acabou de ser alterada. Terminámos a sessão nos restantes dispositivos onde estava aberta.',
    notYou:
      'Se não reconhece esta alteração, redefina de imediato a sua palavra-passe e contacte a nossa equipa de apoio ao cliente.',
  },
  supportConfirmation: {
    subject: 'Recebemos a sua mensagem',
    body: 'Obrigado por nos contactar. A nossa equipa de apoio ao cliente responderá no prazo de dois dias úteis.',
    yourMessage: 'A sua mensagem:',
    reply: 'Se quiser acrescentar alguma informação, basta responder a este e-mail.',
  },
  stockAlert: {
    subject: '{product} voltou a estar em stock',
    body: 'Boas notícias: {product} já está novamente disponível.',
    action: 'Encomendar agora',
    once: 'Enviamos este alerta apenas uma vez. Se quiser receber outro, volte a pedi-lo na página do produto.',
  },
};
