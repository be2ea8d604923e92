import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Texte d’exemple : cette page a été remplie avec un modèle lors de la création de la boutique. L’exploitant de la boutique doit le remplacer par son propre texte et le faire vérifier par un juriste.';

export const fr: LocalePages = {
  imprint: {
    title: 'Mentions légales',
    slug: 'mentions-legales',
    body: `${SAMPLE}

## Éditeur du site
{shopName}
{shopAddress}

## Représentant légal
Direction : {shopRepresentative}

## Contact
Téléphone : {shopPhone}
E-mail : {shopEmail}

## Immatriculation
{shopRegister}

## Numéro de TVA intracommunautaire
{shopVatId}

## Directeur de la publication
{shopRepresentative}, {shopAddress}

## Règlement des litiges de consommation
La plateforme européenne de règlement en ligne des litiges (RLL) a été fermée le 20 juillet 2025 ; c’est pourquoi nous n’y renvoyons plus. Nous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un organe de médiation de la consommation. Si un problème est survenu avec votre commande, écrivez-nous à {shopEmail} : nous chercherons une solution avec vous.`,
  },
  terms: {
    title: 'Conditions générales de vente',
    slug: 'conditions-generales-de-vente',
    body: `${SAMPLE}

## 1. Champ d’application
Les présentes conditions s’appliquent à toutes les commandes passées sur la boutique en ligne de {shopName}, {shopAddress} (« nous »). Vous êtes consommateur si vous achetez à des fins qui n’entrent pas pour l’essentiel dans le cadre de votre activité commerciale, industrielle, artisanale, libérale ou agricole.

## 2. Conclusion du contrat
La présentation des produits dans la boutique ne constitue pas une offre ferme, mais une invitation à commander. En cliquant sur le bouton « Commander et payer » à la fin du processus de commande, vous faites une offre ferme d’achat des articles de votre panier. Nous acceptons votre offre par la confirmation de commande, que nous vous envoyons par e-mail dès que votre paiement a abouti (immédiatement si la commande ne comporte aucun montant à payer) ; le contrat est conclu par cette acceptation. La confirmation de commande contient le texte du contrat avec le détail de votre commande et les informations sur la rétractation, de sorte que vous recevez les uns et les autres sur un support durable ; elle contient également un lien vers les présentes conditions, que vous pouvez consulter, enregistrer et imprimer à tout moment sur cette page. La langue du contrat est celle de la boutique dans laquelle vous commandez. Nous conservons en outre le texte du contrat.

## 3. Prix
Tous les prix sont des prix définitifs en euros, TVA légale comprise. Les frais de livraison sont indiqués dans le panier et lors de la commande, avant que vous ne la validiez. Les clients professionnels disposant d’un numéro de TVA intracommunautaire valide d’un autre État membre de l’UE sont facturés hors TVA (autoliquidation).

## 4. Livraison
Nous livrons dans les pays proposés lors de la commande. Les délais et les frais de livraison sont décrits sur la page « Livraison et paiement ».

## 5. Paiement et réserve de propriété
Vous payez par carte de crédit ou de débit ; le montant est débité lorsque vous passez votre commande. Les articles restent notre propriété jusqu’à leur paiement intégral.

## 6. Droit de rétractation
En tant que consommateur, vous disposez d’un droit de rétractation légal de 14 jours. Nous vous accordons volontairement {returnDays} jours à compter de la livraison du dernier colis, et le retour des biens est gratuit avec notre étiquette de retour prépayée. Vous pouvez vous rétracter avec le bouton « Renoncer au contrat ici » en bas de chaque page ou sur la page de votre commande. Vous trouverez les détails et le modèle de formulaire de rétractation sur la page « Droit de rétractation ».

## 7. Garanties légales
Les garanties légales s’appliquent : nous répondons des défauts de conformité qui existent lors de la livraison et apparaissent dans un délai de deux ans à compter de celle-ci. Une garantie commerciale du fabricant s’ajoute à ces droits et ne les limite pas.

## 8. Responsabilité
Notre responsabilité est illimitée en cas de faute intentionnelle ou de faute lourde ainsi qu’en cas d’atteinte à la vie, à l’intégrité physique ou à la santé. En cas de faute légère, nous ne sommes responsables qu’en cas de manquement à une obligation essentielle du contrat, dans la limite du dommage prévisible et typique de ce contrat. La responsabilité du fait des produits défectueux n’est pas affectée.

## 9. Droit applicable
Le droit du pays de notre siège ({shopCountry}) s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Si vous êtes consommateur, ce choix ne vous prive pas de la protection que vous assurent les dispositions impératives du droit du pays où vous avez votre résidence habituelle.`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    slug: 'politique-de-confidentialite',
    body: `${SAMPLE}

## 1. Responsable du traitement
Le responsable du traitement au sens du règlement général sur la protection des données (RGPD) est {shopName}, {shopAddress}, téléphone {shopPhone}, e-mail {shopEmail}.

## 2. Quelles données, à quelles fins
- Commandes : nom, adresses, adresse e-mail, numéro de téléphone s’il est indiqué, articles commandés et état du paiement, pour conclure et exécuter le contrat (art. 6, paragraphe 1, point b) du RGPD).
- Compte client : les informations que vous saisissez lors de l’inscription et dans votre compte, pour vous fournir le compte (art. 6, paragraphe 1, point b) du RGPD).
- Alertes de disponibilité : votre adresse e-mail et le produit, pour vous prévenir une fois qu’il est de nouveau en stock, sur la base de votre consentement (art. 6, paragraphe 1, point a) du RGPD), que vous pouvez retirer à tout moment.
- Service client : vos messages et nos réponses, pour traiter votre demande (art. 6, paragraphe 1, points b) et f) du RGPD).
- Comptabilité : factures et justificatifs de paiement, pour respecter nos obligations légales de conservation (art. 6, paragraphe 1, point c) du RGPD).
- Sécurité : journaux du serveur contenant l’adresse IP, conservés quelques jours pour détecter et repousser les attaques (art. 6, paragraphe 1, point f) du RGPD).
- Réactions aux articles du magazine : une empreinte irréversible (hachage) de votre adresse IP et de votre navigateur (jamais l’adresse elle-même), pour que chaque visiteur ne compte qu’une fois (art. 6, paragraphe 1, point f) du RGPD).

## 3. Destinataires
Nous ne transmettons des données que si votre commande l’exige : au prestataire de paiement qui traite votre paiement par carte, au transporteur qui livre votre colis (nom et adresse de livraison, ainsi que votre adresse e-mail ou votre numéro de téléphone pour l’avis de livraison) et à nos hébergeurs et prestataires d’e-mail, qui traitent les données pour notre compte dans le cadre d’un contrat de sous-traitance (art. 28 du RGPD). Si un prestataire est établi hors de l’UE ou de l’EEE, les données ne sont transférées que sur la base d’une décision d’adéquation ou des clauses contractuelles types de l’UE.

## 4. Durée de conservation
Nous supprimons vos données dès qu’elles ne sont plus nécessaires à ces finalités. Les données des contrats et des factures sont conservées aussi longtemps que le droit commercial et fiscal l’exige (jusqu’à dix ans). Une alerte de disponibilité est conservée jusqu’au retrait du produit de notre assortiment ; un compte client est conservé jusqu’à ce que vous nous demandiez de le supprimer.

## 5. Cookies
La boutique n’utilise que des cookies strictement nécessaires : ils vous maintiennent connecté et prennent fin lorsque vous vous déconnectez, au plus tard après 30 jours. Nous n’utilisons aucun cookie de mesure d’audience, de suivi ou de publicité, et aucune donnée n’est transmise à des régies publicitaires.

## 6. Vos droits
Vous disposez d’un droit d’accès (art. 15 du RGPD), de rectification (art. 16), d’effacement (art. 17), de limitation du traitement (art. 18), à la portabilité des données (art. 20) et d’opposition aux traitements fondés sur l’intérêt légitime (art. 21). Un message à {shopEmail} suffit.

## 7. Réclamation
Vous pouvez introduire une réclamation auprès d’une autorité de contrôle de la protection des données, notamment dans l’État membre de l’UE où vous résidez, où vous travaillez ou où la violation présumée a eu lieu.`,
  },
  withdrawal: {
    title: 'Droit de rétractation',
    slug: 'droit-de-retractation',
    body: `${SAMPLE}

## Droit de rétractation
Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.

Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prend physiquement possession du bien. Si vous avez commandé plusieurs biens dans une seule commande et qu’ils sont livrés séparément, le délai expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prend physiquement possession du dernier bien.

Pour exercer le droit de rétractation, vous devez nous notifier ({shopName}, {shopAddress}, téléphone {shopPhone}, e-mail {shopEmail}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire.

Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.

## Effets de la rétractation
En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous.

Nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve de l’expédition du bien, la date retenue étant celle du premier de ces faits.

Vous devrez renvoyer ou rendre le bien, à nous-mêmes ({shopAddress}), sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration du délai de quatorze jours.

Nous prendrons à notre charge les frais de renvoi du bien.

Votre responsabilité est engagée uniquement à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.

## Rétractation en ligne et retour gratuit
Vous pouvez également vous rétracter en ligne : utilisez le bouton « Renoncer au contrat ici » en bas de chaque page ou sur la page de votre commande. Nous vous confirmons sans délai par e-mail la réception de votre rétractation.

Au-delà du délai légal, nous vous accordons volontairement {returnDays} jours à compter de la livraison du dernier colis de votre commande pour vous rétracter et nous renvoyer les biens. Le retour ne vous coûte rien : utilisez notre étiquette de retour prépayée, que nous vous envoyons avec la confirmation de votre rétractation.

## Modèle de formulaire de rétractation
(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)

- À l’attention de {shopName}, {shopAddress}, e-mail {shopEmail} :
- Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :
- Commandé le (*)/reçu le (*) :
- Nom du (des) consommateur(s) :
- Adresse du (des) consommateur(s) :
- Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
- Date :

(*) Rayez la mention inutile.`,
  },
  shipping: {
    title: 'Livraison et paiement',
    slug: 'livraison-et-paiement',
    body: `${SAMPLE}

## Pays de livraison
Nous livrons dans tous les pays que vous pouvez choisir comme pays de livraison lors de la commande.

## Délais de livraison
Les articles en stock quittent notre entrepôt dans un délai de 1 à 2 jours ouvrés après votre commande. La livraison prend ensuite en général de 1 à 3 jours ouvrés dans le pays de notre siège ({shopCountry}) et de 3 à 7 jours ouvrés vers les autres pays. Chaque fiche produit indique si l’article est en stock.

## Frais de livraison
Les frais de livraison dépendent du pays de livraison, du mode d’expédition choisi et du poids de votre colis. Ils sont indiqués dans le panier et lors de la commande, avant que vous ne la validiez.

## Paiement
Vous payez en toute sécurité par carte de crédit ou de débit. Vous saisissez les données de votre carte directement chez notre prestataire de paiement : nous ne les voyons ni ne les conservons jamais. Certaines banques vous demandent de confirmer le paiement dans leur application (3-D Secure). Le montant est débité au moment de la commande ; les remboursements sont effectués sur la même carte.

## Livraisons hors de l’UE
Aucun droit de douane n’est dû au sein de l’UE. Pour les livraisons hors de l’UE, nous ne facturons pas la TVA ; le pays de destination peut percevoir des droits et taxes à l’importation, que le transporteur encaisse à la livraison.`,
  },
  contact: {
    title: 'Contact',
    slug: 'contact',
    body: `${SAMPLE}

## Service client
Vous avez une question sur un produit, une commande, une livraison ou un retour ? Notre équipe vous répond personnellement par e-mail et par téléphone.

Vous souhaitez nous renvoyer un article ? Commencez votre retour sur {returnUrl} : il est gratuit avec notre étiquette de retour prépayée.

E-mail : {shopEmail}
Téléphone : {shopPhone}

## Horaires
Du lundi au vendredi, de 9 h à 17 h. Nous répondons aux e-mails dans un délai de deux jours ouvrés. Les appels vous sont facturés au tarif de votre opérateur pour un appel vers le pays de notre siège ({shopCountry}).

## Adresse postale
{shopName}
{shopAddress}

## Compte client
Si vous avez un compte client, vous pouvez aussi nous écrire depuis la page « Service client » de votre compte ; vous recevez une copie de votre message par e-mail.

## Rétractation
Pour vous rétracter d’un achat, consultez la page « Droit de rétractation » : elle explique la marche à suivre et contient le modèle de formulaire de rétractation.`,
  },
};
