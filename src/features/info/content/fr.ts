/** Les pages d’information en français. Les titres sont identiques aux messages `info.<page>.title`. */
import { postalAddress, shopIdentity as shop } from '@/shared/api/contract/shop-identity';
import type { InfoContent } from './types';

// The shop's details come from its configuration (docs/decisions/0069-shop-identity-in-one-file.md).
const address = postalAddress(shop, 'fr');

export const content: InfoContent = {
  safebuy: {
    title: 'Acheter en toute sécurité',
    description: `Acheter en toute sécurité chez ${shop.name} : paiement via votre banque néerlandaise, livraison rapide, remboursement et règles de retour claires.`,
    intro: `Chez ${shop.name}, vous achetez vos sacs d’aspirateur, filtres et pièces détachées auprès d’une boutique en ligne néerlandaise qui tient ses promesses. Voici nos engagements et la façon dont nous les respectons.`,
    sections: [
      {
        heading: 'Payer en toute sécurité via votre banque',
        paragraphs: [
          'Vous payez en ligne par virement via votre banque néerlandaise. Vous validez le paiement dans l’espace sécurisé de votre banque : nous ne voyons jamais vos identifiants ni vos codes bancaires.',
          'Les clients professionnels disposant d’un compte professionnel peuvent aussi commander sur facture.',
        ],
      },
      {
        heading: 'Commandé avant 18 h, livré sous 2 jours ouvrés',
        paragraphs: [
          'Les commandes passées et payées avant 18 h un jour ouvré quittent notre entrepôt le jour même et vous parviennent sous 2 jours ouvrés. Le délai d’expédition de chaque pays figure sur la page Frais de port.',
        ],
      },
      {
        heading: 'Pas satisfait ? Remboursé',
        paragraphs: [
          `Un produit est défectueux ou nous vous avons envoyé le mauvais article ? Vous recevez alors le bon produit ou vous êtes remboursé, selon votre choix. Écrivez-nous à ${shop.email} en indiquant votre numéro de commande et une brève description.`,
        ],
      },
      {
        heading: 'Retour avec un numéro de retour',
        paragraphs: [
          'Vous avez changé d’avis ? Vous pouvez nous renvoyer des produits dans les 30 jours suivant l’achat, aux conditions suivantes :',
        ],
        list: [
          `Vous demandez un numéro de retour par e-mail à ${shop.email} dans les 30 jours suivant l’achat.`,
          'Le produit est inutilisé et dans son emballage d’origine non endommagé.',
          'Le numéro de retour figure lisiblement sur le colis.',
          'Les frais de retour sont à la charge de l’expéditeur.',
        ],
      },
      {
        heading: 'Votre remboursement',
        paragraphs: [
          'Dès réception et vérification de votre retour, nous remboursons le montant sous 14 jours sur le compte qui a servi au paiement. Nous ne pouvons pas accepter les colis sans numéro de retour.',
        ],
      },
      {
        heading: 'Vos données restent chez nous',
        paragraphs: [
          'Notre boutique utilise une connexion chiffrée. Nous utilisons vos données uniquement pour traiter votre commande et ne les vendons jamais. Notre politique de confidentialité explique précisément ce que nous en faisons.',
        ],
      },
    ],
  },

  shippingcosts: {
    title: 'Frais de port',
    description: `Frais de port, seuils de livraison gratuite et délais d’expédition pour chaque pays livré par ${shop.name}.`,
    intro: `Nous expédions depuis notre entrepôt d’${shop.address.city} vers les Pays-Bas et plusieurs autres pays. Les frais de port dépendent du pays de livraison, et dans de nombreux pays la livraison est gratuite à partir d’un certain montant de commande.`,
    sections: [
      {
        heading: 'Calcul des frais de port',
        paragraphs: [
          'Les frais de port sont soumis à la TVA, comme les produits. Le tableau indique les frais de port TTC ; les clients professionnels les voient HT dans le panier et sur la facture.',
          'La livraison est gratuite dès que le montant HT de votre commande atteint le seuil indiqué pour votre pays. Votre panier affiche toujours les frais de port exacts pour le pays choisi et le montant restant pour bénéficier de la livraison gratuite.',
        ],
      },
      {
        heading: 'Délai de livraison',
        paragraphs: [
          'Commandé et payé avant 18 h un jour ouvré ? Votre commande quitte alors notre entrepôt le jour même et vous est livrée sous 2 jours ouvrés. Le tableau indique le délai d’expédition habituel pour chaque pays.',
        ],
      },
      {
        heading: 'Livraisons hors de l’Union européenne',
        paragraphs: [
          'Pour les livraisons hors de l’UE, nous ne facturons pas de TVA néerlandaise. Des frais fixes de dédouanement par commande s’appliquent en revanche, comme indiqué dans le tableau. Les éventuels droits ou taxes d’importation dans le pays de destination sont à la charge du destinataire.',
        ],
      },
      {
        heading: 'Votre pays ne figure pas dans la liste ?',
        paragraphs: [
          `Écrivez-nous à ${shop.email} en indiquant votre adresse et les produits souhaités. Nous vérifierons si nous pouvons vous livrer et à quel prix.`,
        ],
      },
    ],
  },

  'large-buyers': {
    title: 'Grands comptes',
    description:
      'Prix dégressifs et devis par e-mail pour les organisations qui utilisent beaucoup de sacs d’aspirateur et de filtres.',
    intro:
      'Entreprises de nettoyage, services généraux, établissements de santé, entreprises du bâtiment et loueurs de matériel utilisent de grandes quantités de sacs et de filtres. Nous leur proposons des prix dégressifs.',
    sections: [
      {
        heading: 'Prix dégressifs sur demande',
        paragraphs: [
          'Vous commandez régulièrement de grandes quantités ou vous prévoyez une commande importante ? Demandez-nous un prix dégressif. Nous tenons compte des quantités, des produits et de la fréquence de vos commandes pour vous faire une offre adaptée.',
        ],
      },
      {
        heading: 'Demander un devis par e-mail',
        paragraphs: [`Envoyez un e-mail à ${shop.email} en précisant :`],
        list: [
          'le nom et l’adresse de votre entreprise et, hors des Pays-Bas, votre numéro de TVA intracommunautaire',
          'les marques et modèles de vos aspirateurs, ou les noms de nos produits',
          'les quantités prévues par commande ou par an',
          'le ou les pays de livraison',
        ],
      },
      {
        heading: 'Votre devis',
        paragraphs: [
          'Vous recevez par e-mail un devis écrit précisant les prix, la durée de validité et les conditions de livraison. Une fois le devis accepté, nous appliquons les prix convenus à votre compte professionnel.',
        ],
      },
      {
        heading: 'Commander en tant que grand compte',
        paragraphs: [
          'Les grands comptes commandent avec un compte professionnel : sur facture, avec des prix affichés HT et une facture avec TVA pour chaque commande. Ajoutez autant de collègues que vous le souhaitez comme utilisateurs et enregistrez toutes vos adresses de livraison, par exemple une par site. L’inscription prend 2 minutes.',
        ],
      },
    ],
  },

  'business-buyers': {
    title: 'Clients professionnels et revendeurs',
    description: `Un compte professionnel chez ${shop.name} : commande sur facture, prix HT, facture avec TVA et autant d’utilisateurs et d’adresses de livraison que nécessaire.`,
    intro:
      'Vous achetez pour une entreprise ou un établissement, ou vous revendez nos produits ? Avec un compte professionnel gratuit, vous commandez rapidement et votre gestion reste simple.',
    sections: [
      {
        heading: 'Les avantages du compte professionnel',
        paragraphs: [],
        list: [
          'Les prix sont affichés HT.',
          'Vous commandez sur facture et recevez toujours une facture avec TVA.',
          'Autant d’utilisateurs que vous le souhaitez par compte, pour que vos collègues puissent aussi commander.',
          'Autant d’adresses de livraison que nécessaire, par exemple une par site ou par client.',
          'Toutes les commandes et factures de votre entreprise au même endroit.',
        ],
      },
      {
        heading: 'Entreprises établies dans un autre pays de l’UE',
        paragraphs: [
          'Votre entreprise est établie dans un autre pays de l’UE et dispose d’un numéro de TVA intracommunautaire valide ? La TVA est alors autoliquidée : nous facturons sans TVA néerlandaise et vous déclarez la TVA dans votre pays. Indiquez votre numéro de TVA lors de l’inscription. Les entreprises néerlandaises s’inscrivent avec leur numéro KvK (registre du commerce).',
        ],
      },
      {
        heading: 'Petites entreprises exonérées de TVA',
        paragraphs: [
          'Les entreprises qui bénéficient d’une franchise de TVA pour petites entreprises (par exemple la franchise en base) sont traitées comme les autres clients professionnels. Vous commandez avec le même compte professionnel et aux mêmes conditions.',
        ],
      },
      {
        heading: 'Revendeurs',
        paragraphs: [
          'Vous revendez nos sacs et filtres à vos propres clients ? Enregistrez leurs adresses comme adresses de livraison et nous les livrons directement. Pour de grandes quantités, demandez un prix dégressif (voir Grands comptes).',
        ],
      },
      {
        heading: 'Inscription en 2 minutes',
        paragraphs: [
          'Lors de l’inscription, choisissez « pour mon entreprise » et saisissez les données de votre entreprise. Votre entreprise a déjà un compte ? Vous pouvez alors le rejoindre en tant qu’utilisateur supplémentaire.',
        ],
      },
    ],
  },

  'help-contact': {
    title: 'Aide et contact',
    description: `Contactez le service client de ${shop.name} par e-mail ou par téléphone, et découvrez comment annuler ou retourner une commande.`,
    intro:
      'Vous avez une question sur un produit, une commande ou votre compte ? Notre service client se fera un plaisir de vous aider.',
    sections: [
      {
        heading: 'Nous joindre',
        paragraphs: ['Notre service client est disponible du lundi au vendredi, de 8 h 30 à 17 h.'],
        list: [
          `E-mail : ${shop.email}`,
          `Téléphone : ${shop.telephone}`,
          `Courrier : ${shop.legalName}, ${address}`,
        ],
      },
      {
        heading: 'Quel sac convient à mon aspirateur ?',
        paragraphs: [
          'Recherchez la marque et le modèle de votre aspirateur sur notre page d’accueil. Le modèle figure sur la plaque signalétique, généralement sous l’appareil ou à l’arrière. Vous hésitez ? Envoyez-nous une photo de la plaque signalétique par e-mail et nous vous dirons quel produit convient.',
        ],
      },
      {
        heading: 'Annuler une commande',
        paragraphs: [
          `Pour annuler une commande, écrivez-nous au plus vite à ${shop.email} en indiquant votre numéro de commande. Si la commande n’a pas encore été expédiée, nous l’annulons et vous remboursons. Si elle est déjà en route, vous pouvez la retourner avec un numéro de retour.`,
        ],
      },
      {
        heading: 'Retourner un produit',
        paragraphs: [
          'Demandez un numéro de retour par e-mail dans les 30 jours suivant l’achat. Renvoyez le produit inutilisé, dans un emballage non endommagé, avec le numéro de retour sur le colis. Les frais de retour sont à la charge de l’expéditeur.',
        ],
      },
      {
        heading: 'Commandes et factures',
        paragraphs: [
          'Connectez-vous et ouvrez Mes commandes pour suivre vos commandes, télécharger vos factures et commander à nouveau des produits.',
        ],
      },
    ],
  },

  'about-us': {
    title: 'À propos de nous',
    description: `${shop.name} est une boutique en ligne néerlandaise de sacs d’aspirateur, filtres et pièces détachées pour aspirateurs industriels et domestiques.`,
    intro: `${shop.name} est une boutique en ligne basée à ${shop.address.city}, spécialisée dans les sacs d’aspirateur, les filtres et les pièces détachées. Nous livrons les particuliers, les entreprises et les revendeurs aux Pays-Bas et au-delà.`,
    sections: [
      {
        heading: 'Ce que nous vendons',
        paragraphs: [
          'Notre gamme comprend des sacs en papier et en matière synthétique à 3 ou 5 couches, des filtres et des accessoires pour aspirateurs industriels ainsi qu’une sélection de modèles domestiques. Recherchez par marque et modèle et vous voyez immédiatement les produits compatibles avec votre appareil.',
        ],
      },
      {
        heading: 'Notre façon de travailler',
        paragraphs: [
          'Nos produits sont en stock dans notre propre entrepôt. Commandé avant 18 h, livré sous 2 jours ouvrés. Vous payez en toute sécurité via votre banque néerlandaise, et si un produit ne convient pas, vous êtes remboursé.',
        ],
      },
      {
        heading: 'Pour les professionnels',
        paragraphs: [
          'Entreprises de nettoyage, artisans et revendeurs commandent avec un compte professionnel : sur facture, avec des prix HT et autant d’utilisateurs et d’adresses de livraison que nécessaire.',
        ],
      },
      {
        heading: 'Mentions légales',
        paragraphs: [],
        list: [
          `${shop.legalName}`,
          address,
          `Registre du commerce (KvK) : ${shop.kvkNumber}`,
          `Numéro de TVA : ${shop.vatNumber}`,
          `Téléphone : ${shop.telephone} (du lundi au vendredi, de 8 h 30 à 17 h)`,
          `E-mail : ${shop.email}`,
        ],
      },
    ],
  },

  privacy: {
    title: 'Confidentialité',
    description: `Comment ${shop.name} traite vos données personnelles conformément au RGPD : ce que nous collectons, pourquoi, combien de temps et quels sont vos droits.`,
    intro: `${shop.legalName}, ${address}, est responsable des données personnelles traitées via cette boutique en ligne. Nous ne collectons que le nécessaire et respectons le Règlement général sur la protection des données (RGPD). Voici, en termes simples, ce que nous faisons.`,
    sections: [
      {
        heading: 'Les données que nous collectons',
        paragraphs: [],
        list: [
          'Données du compte : civilité, nom, adresse e-mail, numéro de téléphone et mot de passe, que nous conservons uniquement sous forme protégée (hachée).',
          'Adresses de livraison et de facturation.',
          'Pour les comptes professionnels : raison sociale, personne de contact, numéro d’immatriculation et numéro de TVA.',
          'Vos commandes, paiements et factures.',
          'Les e-mails que vous nous envoyez.',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          'Pour traiter, livrer et facturer vos commandes, gérer votre compte et répondre à vos questions (exécution du contrat), ainsi que pour respecter nos obligations légales, comme la conservation des pièces comptables. Nous ne partageons vos données qu’avec les prestataires qui nous y aident, comme le transporteur, les banques et notre hébergeur. Nous ne vendons jamais vos données et ne créons pas de profils publicitaires.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les données du compte sont conservées tant que vous avez un compte et supprimées dans les 30 jours suivant sa clôture. Les commandes et factures sont conservées 7 ans, comme l’exige le droit fiscal néerlandais. Les e-mails sont supprimés 2 ans après le traitement de votre demande.',
        ],
      },
      {
        heading: 'Cookies et stockage dans votre navigateur',
        paragraphs: [
          'Nous utilisons uniquement des cookies fonctionnels, sans traceurs ni publicité :',
        ],
        list: [
          'Cookie de session : vous garde connecté ; il est supprimé lorsque vous vous déconnectez ou que votre session prend fin.',
          'Cookie de langue : mémorise la langue choisie pendant 365 jours.',
          'Cookie de type de compte : mémorise si vous voyez les prix en tant que particulier ou professionnel.',
          'Le pays de livraison choisi est conservé dans le stockage local de votre navigateur, et votre panier uniquement pour la session de navigation en cours.',
        ],
      },
      {
        heading: 'Rapports d’erreurs',
        paragraphs: [
          'Uniquement si le signalement d’erreurs est configuré pour cette boutique, des données techniques sur les erreurs (navigateur, page, message d’erreur) et un enregistrement de la session, avec tous les textes masqués et les images bloquées, sont transmis à notre service de suivi des erreurs. Nous les utilisons exclusivement pour détecter et corriger les pannes.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          `Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement, vous y opposer et les recevoir dans un format portable. Envoyez votre demande à ${shop.email} ; nous répondons dans un délai d’un mois. Vous pouvez aussi introduire une réclamation auprès de l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens) ou de l’autorité de votre pays, comme la CNIL.`,
        ],
      },
    ],
  },

  'terms-conditions': {
    title: 'Conditions générales de vente',
    description: `Les conditions générales de vente de ${shop.legalName} pour les commandes des particuliers et des professionnels.`,
    intro: `Les présentes conditions s’appliquent à toute offre de ${shop.legalName} et à toute commande passée auprès de ${shop.legalName}, ${address} (registre du commerce KvK ${shop.kvkNumber}, TVA ${shop.vatNumber}).`,
    sections: [
      {
        heading: 'Article 1 – Prix et offre',
        paragraphs: [
          'Tous les prix sont indiqués en euros. Pour les particuliers, les prix s’entendent TTC ; les professionnels voient les prix HT. Les frais de port varient selon le pays, incluent la TVA et sont affichés avant la commande. Les erreurs manifestes de prix ou de description ne nous engagent pas.',
        ],
      },
      {
        heading: 'Article 2 – Conclusion du contrat',
        paragraphs: [
          'Le contrat est conclu lorsque vous passez commande et que nous la confirmons par e-mail. Si nous ne pouvons pas accepter une commande, nous vous en informons rapidement et remboursons tout montant déjà payé.',
        ],
      },
      {
        heading: 'Article 3 – Paiement',
        paragraphs: [
          'Vous payez lors de la commande, en ligne, par virement via une banque néerlandaise. Les professionnels disposant d’un compte professionnel peuvent commander sur facture et payer dans les 14 jours suivant la date de facture.',
        ],
      },
      {
        heading: 'Article 4 – Livraison',
        paragraphs: [
          'Les commandes passées et payées avant 18 h un jour ouvré sont livrées sous 2 jours ouvrés ; la page Frais de port indique le délai d’expédition par pays. En cas de retard de livraison de plus de 30 jours, vous pouvez annuler la commande sans frais.',
        ],
      },
      {
        heading: 'Article 5 – Droit de rétractation et retours',
        paragraphs: [
          'Les consommateurs peuvent se rétracter dans les 14 jours suivant la réception des produits, sans avoir à se justifier. En outre, nous acceptons les retours de tous les clients dans les 30 jours suivant l’achat. Dans les deux cas :',
        ],
        list: [
          `vous demandez un numéro de retour par e-mail à ${shop.email} ;`,
          'vous renvoyez les produits inutilisés, dans leur emballage non endommagé, avec le numéro de retour sur le colis ;',
          'les frais de retour sont à la charge de l’expéditeur.',
        ],
      },
      {
        heading: 'Article 6 – Remboursement et garantie',
        paragraphs: [
          'Nous remboursons le prix d’achat dans les 14 jours suivant votre rétractation, mais pouvons attendre d’avoir reçu les produits. Les produits doivent convenir à un usage normal. Un produit est défectueux ou ne correspond pas à votre commande ? Signalez-le par e-mail : nous le remplaçons ou le remboursons et prenons en charge les frais de retour.',
        ],
      },
      {
        heading: 'Article 7 – Responsabilité',
        paragraphs: [
          `Sauf faute intentionnelle ou négligence grave, notre responsabilité est limitée au montant facturé de la commande concernée. Cela ne restreint pas les droits légaux des consommateurs. Les noms de marque indiquent seulement dans quels appareils un produit s’utilise ; ${shop.name} n’est pas lié à ces fabricants.`,
        ],
      },
      {
        heading: 'Article 8 – Droit applicable',
        paragraphs: [
          'Le droit néerlandais est applicable. Les litiges sont soumis au tribunal compétent de Midden-Nederland (Rechtbank Midden-Nederland), sauf si des règles impératives permettent au consommateur de saisir un autre tribunal. Les dispositions impératives protégeant les consommateurs de leur pays de résidence restent applicables.',
        ],
      },
    ],
  },
};
