/** De informatiepagina's in het Nederlands. De titels zijn gelijk aan de berichten `info.<page>.title`. */
import { postalAddress, shopIdentity as shop } from '@/shared/api/contract/shop-identity';
import type { InfoContent } from './types';

// The shop's details come from its configuration (docs/decisions/0069-shop-identity-in-one-file.md).
const address = postalAddress(shop, 'nl');

export const content: InfoContent = {
  safebuy: {
    title: 'Veilig kopen',
    description: `Zo koopt u veilig bij ${shop.name}: betalen via uw eigen Nederlandse bank, snelle levering, geld terug en duidelijke retourregels.`,
    intro: `Bij ${shop.name} koopt u stofzuigerzakken, filters en onderdelen bij een Nederlandse webwinkel die doet wat hij belooft. Dit zijn onze beloften, en zo maken we ze waar.`,
    sections: [
      {
        heading: 'Veilig betalen via uw eigen bank',
        paragraphs: [
          'U betaalt online met een overboeking via uw eigen Nederlandse bank. U keurt de betaling goed in de beveiligde omgeving van uw bank; uw inloggegevens en bankcodes zien wij nooit.',
          'Zakelijke klanten met een zakelijk account kunnen ook op factuur bestellen.',
        ],
      },
      {
        heading: 'Voor 18:00 besteld, binnen 2 werkdagen geleverd',
        paragraphs: [
          'Bestellingen die u op een werkdag voor 18:00 plaatst en betaalt, verlaten dezelfde dag ons magazijn en zijn binnen 2 werkdagen bij u. Op de pagina Verzendkosten staat de verzendtijd per land.',
        ],
      },
      {
        heading: 'Niet goed? Geld terug',
        paragraphs: [
          `Is een product defect of hebben we het verkeerde artikel gestuurd? Dan krijgt u een juist exemplaar of uw geld terug, wat u het liefst wilt. Mail uw ordernummer en een korte omschrijving naar ${shop.email}.`,
        ],
      },
      {
        heading: 'Retour met een retournummer',
        paragraphs: [
          'Toch van gedachten veranderd? U kunt producten binnen 30 dagen na aankoop terugsturen, onder deze voorwaarden:',
        ],
        list: [
          `U vraagt binnen 30 dagen na aankoop per e-mail een retournummer aan via ${shop.email}.`,
          'Het product is ongebruikt en zit in de originele, onbeschadigde verpakking.',
          'Het retournummer staat duidelijk op het pakket.',
          'De kosten van het terugsturen zijn voor de afzender.',
        ],
      },
      {
        heading: 'Uw terugbetaling',
        paragraphs: [
          'Zodra we uw retour hebben ontvangen en gecontroleerd, betalen we het bedrag binnen 14 dagen terug op de rekening waarmee u betaalde. Pakketten zonder retournummer kunnen we niet aannemen.',
        ],
      },
      {
        heading: 'Uw gegevens blijven bij ons',
        paragraphs: [
          'Onze winkel gebruikt een versleutelde verbinding. We gebruiken uw gegevens alleen om uw bestelling af te handelen en verkopen ze nooit. In onze privacyverklaring leest u precies wat we ermee doen.',
        ],
      },
    ],
  },

  shippingcosts: {
    title: 'Verzendkosten',
    description: `Verzendkosten, bedragen voor gratis verzending en verzendtijden voor elk land waar ${shop.name} naartoe levert.`,
    intro: `We verzenden vanuit ons magazijn in ${shop.address.city} naar Nederland en een aantal andere landen. De verzendkosten hangen af van het land van bezorging, en in veel landen verzenden we gratis vanaf een bepaald bestelbedrag.`,
    sections: [
      {
        heading: 'Zo worden de verzendkosten berekend',
        paragraphs: [
          'Over verzendkosten wordt btw gerekend, net als over de producten. De tabel toont de verzendkosten inclusief btw; zakelijke klanten zien ze exclusief btw in de winkelwagen en op de factuur.',
          'Gratis verzending geldt zodra de waarde van uw bestelling, exclusief btw, het bedrag voor uw land bereikt. Uw winkelwagen toont altijd de precieze verzendkosten voor het gekozen land en hoeveel u nog moet bestellen voor gratis verzending.',
        ],
      },
      {
        heading: 'Levertijd',
        paragraphs: [
          'Op een werkdag voor 18:00 besteld en betaald? Dan verlaat uw bestelling dezelfde dag ons magazijn en wordt ze binnen 2 werkdagen bezorgd. In de tabel ziet u de gebruikelijke verzendtijd per land.',
        ],
      },
      {
        heading: 'Leveringen buiten de Europese Unie',
        paragraphs: [
          'Voor leveringen buiten de EU rekenen we geen Nederlandse btw. Wel geldt dan een vast bedrag voor inklaring per bestelling, zoals vermeld in de tabel. Eventuele invoerrechten of belastingen in het land van bestemming zijn voor de ontvanger.',
        ],
      },
      {
        heading: 'Staat uw land er niet bij?',
        paragraphs: [
          `Mail ons via ${shop.email} met uw adres en de producten die u nodig hebt. We zoeken uit of en tegen welke kosten we kunnen leveren.`,
        ],
      },
    ],
  },

  'large-buyers': {
    title: 'Grootafnemers',
    description:
      'Staffelprijzen en offertes per e-mail voor organisaties die veel stofzuigerzakken en filters gebruiken.',
    intro:
      'Schoonmaakbedrijven, facilitaire diensten, zorginstellingen, bouwbedrijven en verhuurbedrijven gebruiken grote aantallen zakken en filters. Voor hen hebben we staffelprijzen.',
    sections: [
      {
        heading: 'Staffelprijzen op aanvraag',
        paragraphs: [
          'Bestelt u regelmatig grote aantallen, of plant u één grote bestelling? Vraag dan een staffelprijs aan. We kijken naar de aantallen, de producten en hoe vaak u bestelt, en doen u een passend aanbod.',
        ],
      },
      {
        heading: 'Offerte aanvragen per e-mail',
        paragraphs: [`Stuur een e-mail naar ${shop.email} en vermeld daarin:`],
        list: [
          'uw bedrijfsnaam, adres en, voor buitenlandse bedrijven, uw btw-nummer',
          'de merken en typen van uw stofzuigers, of onze productnamen',
          'de verwachte aantallen per bestelling of per jaar',
          'het land of de landen waar we moeten leveren',
        ],
      },
      {
        heading: 'Uw offerte',
        paragraphs: [
          'U ontvangt per e-mail een schriftelijke offerte met de prijzen, de geldigheidsduur en de leveringsvoorwaarden. Gaat u akkoord, dan zetten we de afgesproken prijzen op uw zakelijke account.',
        ],
      },
      {
        heading: 'Bestellen als grootafnemer',
        paragraphs: [
          'Grootafnemers bestellen met een zakelijk account: op factuur, met prijzen exclusief btw en een btw-factuur bij elke bestelling. Voeg zoveel collega’s als gebruiker toe als u wilt en bewaar al uw afleveradressen, bijvoorbeeld één per vestiging. Registreren duurt 2 minuten.',
        ],
      },
    ],
  },

  'business-buyers': {
    title: 'Zakelijke kopers en wederverkopers',
    description: `Een zakelijk account bij ${shop.name}: bestellen op factuur, prijzen exclusief btw, een btw-factuur en onbeperkt gebruikers en afleveradressen.`,
    intro:
      'Koopt u in voor een bedrijf of instelling, of verkoopt u onze producten door? Met een gratis zakelijk account bestelt u snel en blijft uw administratie eenvoudig.',
    sections: [
      {
        heading: 'Dit biedt een zakelijk account',
        paragraphs: [],
        list: [
          'Prijzen worden exclusief btw getoond.',
          'U bestelt op factuur en ontvangt altijd een btw-factuur.',
          'Onbeperkt gebruikers per account, zodat ook collega’s kunnen bestellen.',
          'Onbeperkt afleveradressen, bijvoorbeeld één per vestiging of per klant.',
          'Alle bestellingen en facturen van uw bedrijf op één plek.',
        ],
      },
      {
        heading: 'Bedrijven in andere EU-landen',
        paragraphs: [
          'Is uw bedrijf gevestigd in een ander EU-land en hebt u een geldig btw-nummer? Dan wordt de btw verlegd: we factureren zonder Nederlandse btw en u geeft de btw aan in uw eigen land. Vul uw btw-nummer in bij de registratie. Nederlandse bedrijven registreren zich met hun KvK-nummer.',
        ],
      },
      {
        heading: 'Kleine ondernemers zonder btw-plicht',
        paragraphs: [
          'Bedrijven die gebruikmaken van een btw-vrijstelling voor kleine ondernemers, zoals de kleineondernemersregeling (KOR), behandelen we als gewone zakelijke klant. U bestelt met hetzelfde zakelijke account en tegen dezelfde voorwaarden.',
        ],
      },
      {
        heading: 'Wederverkopers',
        paragraphs: [
          'Verkoopt u onze zakken en filters door aan uw eigen klanten? Sla hun adressen op als afleveradres en we leveren rechtstreeks bij hen af. Voor grote aantallen vraagt u een staffelprijs aan (zie Grootafnemers).',
        ],
      },
      {
        heading: 'In 2 minuten geregistreerd',
        paragraphs: [
          'Kies bij het registreren voor „voor mijn bedrijf” en vul uw bedrijfsgegevens in. Heeft uw bedrijf al een account? Dan sluit u zich daarbij aan als extra gebruiker.',
        ],
      },
    ],
  },

  'help-contact': {
    title: 'Help en contact',
    description: `Neem per e-mail of telefoon contact op met de klantenservice van ${shop.name} en lees hoe u een bestelling annuleert of retourneert.`,
    intro:
      'Hebt u een vraag over een product, een bestelling of uw account? Onze klantenservice helpt u graag.',
    sections: [
      {
        heading: 'Zo bereikt u ons',
        paragraphs: [
          'De klantenservice is bereikbaar van maandag tot en met vrijdag van 08:30 tot 17:00 uur.',
        ],
        list: [
          `E-mail: ${shop.email}`,
          `Telefoon: ${shop.telephone}`,
          `Post: ${shop.legalName}, ${address}`,
        ],
      },
      {
        heading: 'Welke zak past in mijn stofzuiger?',
        paragraphs: [
          'Zoek op de startpagina op het merk en type van uw stofzuiger. Het type staat op het typeplaatje, meestal aan de onder- of achterkant van het apparaat. Twijfelt u? Mail ons een foto van het typeplaatje, dan zeggen we welk product past.',
        ],
      },
      {
        heading: 'Een bestelling annuleren',
        paragraphs: [
          `Wilt u een bestelling annuleren? Mail dan zo snel mogelijk naar ${shop.email} en vermeld uw ordernummer. Is de bestelling nog niet verzonden, dan annuleren we haar en betalen we het bedrag terug. Is ze al onderweg, dan kunt u haar retourneren met een retournummer.`,
        ],
      },
      {
        heading: 'Een product retourneren',
        paragraphs: [
          'Vraag binnen 30 dagen na aankoop per e-mail een retournummer aan. Stuur het product ongebruikt en in een onbeschadigde verpakking terug, met het retournummer op het pakket. De verzendkosten van de retour zijn voor de afzender.',
        ],
      },
      {
        heading: 'Bestellingen en facturen',
        paragraphs: [
          'Log in en open Mijn bestellingen om de status van uw bestellingen te zien, facturen te downloaden en producten opnieuw te bestellen.',
        ],
      },
    ],
  },

  'about-us': {
    title: 'Over ons',
    description: `${shop.name} is een Nederlandse webwinkel voor stofzuigerzakken, filters en onderdelen voor industriële en huishoudelijke stofzuigers.`,
    intro: `${shop.name} is een webwinkel uit ${shop.address.city}, gespecialiseerd in stofzuigerzakken, filters en onderdelen. We leveren aan particulieren, bedrijven en wederverkopers in Nederland en daarbuiten.`,
    sections: [
      {
        heading: 'Wat we verkopen',
        paragraphs: [
          'Ons assortiment bestaat uit zakken van papier en synthetisch materiaal met 3 of 5 lagen, filters en accessoires voor industriële stofzuigers en een selectie huishoudelijke modellen. Zoek op merk en type en u ziet direct welke producten in uw apparaat passen.',
        ],
      },
      {
        heading: 'Hoe we werken',
        paragraphs: [
          'We hebben onze producten op voorraad in ons eigen magazijn. Voor 18:00 besteld betekent binnen 2 werkdagen geleverd. U betaalt veilig via uw eigen Nederlandse bank, en is een product niet goed, dan krijgt u uw geld terug.',
        ],
      },
      {
        heading: 'Voor bedrijven',
        paragraphs: [
          'Schoonmaakbedrijven, aannemers en wederverkopers bestellen met een zakelijk account: op factuur, met prijzen exclusief btw en met zoveel gebruikers en afleveradressen als ze nodig hebben.',
        ],
      },
      {
        heading: 'Bedrijfsgegevens',
        paragraphs: [],
        list: [
          `${shop.legalName}`,
          address,
          `KvK-nummer: ${shop.kvkNumber}`,
          `Btw-nummer: ${shop.vatNumber}`,
          `Telefoon: ${shop.telephone} (maandag tot en met vrijdag, 08:30–17:00 uur)`,
          `E-mail: ${shop.email}`,
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy',
    description: `Hoe ${shop.name} met uw persoonsgegevens omgaat volgens de AVG: wat we verzamelen, waarom, hoe lang we het bewaren en wat uw rechten zijn.`,
    intro: `${shop.legalName}, ${address}, is verantwoordelijk voor de persoonsgegevens die via deze webwinkel worden verwerkt. We verzamelen alleen wat we nodig hebben en houden ons aan de Algemene verordening gegevensbescherming (AVG). Hier leest u in gewone taal wat we doen.`,
    sections: [
      {
        heading: 'Wat we verzamelen',
        paragraphs: [],
        list: [
          'Accountgegevens: aanhef, naam, e-mailadres, telefoonnummer en uw wachtwoord, dat we alleen in beveiligde (gehashte) vorm bewaren.',
          'Aflever- en factuuradressen.',
          'Voor zakelijke accounts: bedrijfsnaam, contactpersoon, KvK-nummer en btw-nummer.',
          'Uw bestellingen, betalingen en facturen.',
          'De e-mails die u ons stuurt.',
        ],
      },
      {
        heading: 'Waarvoor we ze gebruiken',
        paragraphs: [
          'Om uw bestellingen te verwerken, te bezorgen en te factureren, uw account te beheren en uw vragen te beantwoorden (uitvoering van onze overeenkomst), en om te voldoen aan wettelijke plichten zoals de fiscale bewaarplicht. We delen gegevens alleen met partijen die ons daarbij helpen, zoals de vervoerder, de banken en onze hostingpartij. We verkopen uw gegevens nooit en maken geen advertentieprofielen.',
        ],
      },
      {
        heading: 'Hoe lang we ze bewaren',
        paragraphs: [
          'Accountgegevens bewaren we zolang u een account hebt; binnen 30 dagen nadat u het opheft, verwijderen we ze. Bestellingen en facturen bewaren we 7 jaar, omdat de Nederlandse belastingwet dat eist. E-mails verwijderen we 2 jaar nadat uw vraag is afgehandeld.',
        ],
      },
      {
        heading: 'Cookies en opslag in uw browser',
        paragraphs: [
          'We gebruiken alleen functionele cookies, geen tracking- of advertentiecookies:',
        ],
        list: [
          'Sessiecookie: houdt u ingelogd; het verdwijnt als u uitlogt of uw sessie afloopt.',
          'Taalcookie: onthoudt 365 dagen welke taal u hebt gekozen.',
          'Accounttypecookie: onthoudt of u prijzen ziet als particuliere of zakelijke koper.',
          'Het gekozen land van bezorging bewaren we in de lokale opslag van uw browser, uw winkelwagen alleen voor de huidige browsersessie.',
        ],
      },
      {
        heading: 'Foutmeldingen',
        paragraphs: [
          'Alleen als foutrapportage voor deze winkel is ingesteld, gaan technische gegevens over fouten (browser, pagina, foutmelding) en een opname van de sessie, met alle tekst gemaskeerd en afbeeldingen geblokkeerd, naar onze dienst voor foutrapportage. We gebruiken dit uitsluitend om storingen op te sporen en te verhelpen.',
        ],
      },
      {
        heading: 'Uw rechten',
        paragraphs: [
          `U mag uw gegevens inzien, laten corrigeren of laten verwijderen, het gebruik ervan laten beperken of er bezwaar tegen maken, en ze in een overdraagbare vorm ontvangen. Mail uw verzoek naar ${shop.email}; we antwoorden binnen een maand. U kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens.`,
        ],
      },
    ],
  },

  'terms-conditions': {
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden van ${shop.legalName} voor bestellingen door particuliere en zakelijke kopers.`,
    intro: `Deze voorwaarden gelden voor elk aanbod van en elke bestelling bij ${shop.legalName}, ${address} (KvK ${shop.kvkNumber}, btw ${shop.vatNumber}).`,
    sections: [
      {
        heading: 'Artikel 1 – Prijzen en aanbod',
        paragraphs: [
          'Alle prijzen zijn in euro. Prijzen voor particuliere kopers zijn inclusief btw; zakelijke kopers zien prijzen exclusief btw. Verzendkosten verschillen per land, zijn inclusief btw en worden getoond voordat u bestelt. Kennelijke fouten in prijzen of omschrijvingen binden ons niet.',
        ],
      },
      {
        heading: 'Artikel 2 – Overeenkomst',
        paragraphs: [
          'De overeenkomst komt tot stand wanneer u een bestelling plaatst en wij die per e-mail bevestigen. Kunnen we een bestelling niet aannemen, dan laten we u dat snel weten en betalen we een al betaald bedrag terug.',
        ],
      },
      {
        heading: 'Artikel 3 – Betaling',
        paragraphs: [
          'U betaalt bij het bestellen online met een overboeking via een Nederlandse bank. Zakelijke kopers met een zakelijk account kunnen op factuur bestellen en betalen binnen 14 dagen na de factuurdatum.',
        ],
      },
      {
        heading: 'Artikel 4 – Levering',
        paragraphs: [
          'Bestellingen die op een werkdag voor 18:00 zijn geplaatst en betaald, worden binnen 2 werkdagen geleverd; de pagina Verzendkosten toont de verzendtijd per land. Leveren we meer dan 30 dagen te laat, dan mag u de bestelling kosteloos annuleren.',
        ],
      },
      {
        heading: 'Artikel 5 – Herroepingsrecht en retour',
        paragraphs: [
          'Consumenten mogen een aankoop binnen 14 dagen na ontvangst zonder opgave van reden herroepen. Daarnaast nemen we van iedere koper retouren aan binnen 30 dagen na aankoop. In beide gevallen:',
        ],
        list: [
          `vraagt u per e-mail een retournummer aan via ${shop.email};`,
          'stuurt u de producten ongebruikt en in onbeschadigde verpakking terug, met het retournummer op het pakket;',
          'zijn de kosten van het terugsturen voor de afzender.',
        ],
      },
      {
        heading: 'Artikel 6 – Terugbetaling en garantie',
        paragraphs: [
          'We betalen de aankoopprijs binnen 14 dagen na uw herroeping terug, maar mogen wachten tot we de producten hebben ontvangen. Producten moeten geschikt zijn voor normaal gebruik. Is een product defect of niet wat u bestelde? Meld het per e-mail; we vervangen het of betalen het terug en vergoeden de retourkosten.',
        ],
      },
      {
        heading: 'Artikel 7 – Aansprakelijkheid',
        paragraphs: [
          `Behalve bij opzet of grove nalatigheid is onze aansprakelijkheid beperkt tot het factuurbedrag van de betreffende bestelling. Dit beperkt de wettelijke rechten van consumenten niet. Merknamen geven alleen aan in welke apparaten een product past; ${shop.name} is niet verbonden aan die fabrikanten.`,
        ],
      },
      {
        heading: 'Artikel 8 – Toepasselijk recht',
        paragraphs: [
          'Op deze voorwaarden is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter van de rechtbank Midden-Nederland, tenzij dwingend recht een consument de keuze voor een andere rechter geeft.',
        ],
      },
    ],
  },
};
