import type { MailTexts } from './types.ts';

export const fr: MailTexts = {
  greeting: 'Bonjour {name},',
  greetingAnonymous: 'Bonjour,',
  closing: 'Bien cordialement,',
  signature: 'L’équipe {shop}',
  footer:
    'Vous recevez cet e-mail à la suite d’une action sur votre compte {shop} ou d’une demande effectuée avec cette adresse.',
  welcome: {
    subject: 'Bienvenue chez {shop}',
    intro: 'Merci d’avoir créé votre compte {shop}.',
    body: 'Vous pouvez désormais enregistrer vos adresses, suivre vos commandes et vos colis, retourner des articles et cumuler des points, le tout au même endroit.',
    action: 'Accéder à mon compte',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe {shop}',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe à l’aide du bouton ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien n’est utilisable qu’une seule fois et expire dans {minutes} minutes.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe {shop} a été modifié',
    body: 'Le mot de passe de votre compte vient d’être modifié. Les autres appareils sur lesquels votre session était ouverte ont été déconnectés.',
    notYou:
      'Si vous n’êtes pas à l’origine de cette modification, réinitialisez immédiatement votre mot de passe et contactez notre service client.',
  },
  supportConfirmation: {
    subject: 'Nous avons bien reçu votre message',
    body: 'Merci de nous avoir contactés. Notre service client vous répondra sous deux jours ouvrés.',
    yourMessage: 'Votre message :',
    reply: 'Pour ajouter une précision, il vous suffit de répondre à cet e-mail.',
  },
  stockAlert: {
    subject: '{product} est de nouveau en stock',
    body: 'Bonne nouvelle : {product} est de nouveau disponible.',
    action: 'Commander maintenant',
    once: 'Cette alerte n’est envoyée qu’une seule fois. Si vous en souhaitez une autre, faites une nouvelle demande sur la fiche produit.',
  },
};
