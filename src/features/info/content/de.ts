/** Die Informationsseiten auf Deutsch. Die Titel entsprechen den Meldungen `info.<page>.title`. */
import { postalAddress, shopIdentity as shop } from '@/shared/api/contract/shop-identity';
import type { InfoContent } from './types';

// The shop's details come from its configuration (docs/decisions/0069-shop-identity-in-one-file.md).
const address = postalAddress(shop, 'de');

export const content: InfoContent = {
  safebuy: {
    title: 'Sicher einkaufen',
    description: `So kaufen Sie sicher bei ${shop.name}: Zahlung über Ihre niederländische Bank, schnelle Lieferung, Geld zurück und klare Rückgaberegeln.`,
    intro: `Bei ${shop.name} kaufen Sie Staubsaugerbeutel, Filter und Ersatzteile in einem niederländischen Onlineshop, der hält, was er verspricht. Das sind unsere Versprechen – und so halten wir sie ein.`,
    sections: [
      {
        heading: 'Sicher bezahlen über Ihre eigene Bank',
        paragraphs: [
          'Sie bezahlen online per Überweisung über Ihre niederländische Bank. Die Zahlung bestätigen Sie in der gesicherten Umgebung Ihrer Bank; Ihre Zugangsdaten und TANs sehen wir nie.',
          'Geschäftskunden mit einem Geschäftskonto können außerdem auf Rechnung bestellen.',
        ],
      },
      {
        heading: 'Vor 18:00 Uhr bestellt, innerhalb von 2 Werktagen geliefert',
        paragraphs: [
          'Bestellungen, die Sie an einem Werktag vor 18:00 Uhr aufgeben und bezahlen, verlassen noch am selben Tag unser Lager und sind innerhalb von 2 Werktagen bei Ihnen. Die Versandzeit für jedes Land finden Sie auf der Seite Versandkosten.',
        ],
      },
      {
        heading: 'Nicht zufrieden? Geld zurück',
        paragraphs: [
          `Ist ein Produkt defekt oder haben wir den falschen Artikel geschickt? Dann erhalten Sie einen richtigen Ersatz oder Ihr Geld zurück – ganz wie Sie möchten. Senden Sie uns Ihre Bestellnummer und eine kurze Beschreibung an ${shop.email}.`,
        ],
      },
      {
        heading: 'Rücksendung mit Retourennummer',
        paragraphs: [
          'Sie haben es sich anders überlegt? Sie können Produkte innerhalb von 30 Tagen nach dem Kauf zurücksenden, und zwar unter diesen Bedingungen:',
        ],
        list: [
          `Sie fordern innerhalb von 30 Tagen nach dem Kauf per E-Mail an ${shop.email} eine Retourennummer an.`,
          'Das Produkt ist unbenutzt und in der unbeschädigten Originalverpackung.',
          'Die Retourennummer steht gut lesbar auf dem Paket.',
          'Die Kosten der Rücksendung trägt der Absender.',
        ],
      },
      {
        heading: 'Ihre Erstattung',
        paragraphs: [
          'Sobald wir Ihre Rücksendung erhalten und geprüft haben, erstatten wir den Betrag innerhalb von 14 Tagen auf das Konto, von dem Sie bezahlt haben. Pakete ohne Retourennummer können wir nicht annehmen.',
        ],
      },
      {
        heading: 'Ihre Daten bleiben bei uns',
        paragraphs: [
          'Unser Shop nutzt eine verschlüsselte Verbindung. Wir verwenden Ihre Daten nur zur Abwicklung Ihrer Bestellung und verkaufen sie niemals. Was genau wir damit tun, lesen Sie in unserer Datenschutzerklärung.',
        ],
      },
    ],
  },

  shippingcosts: {
    title: 'Versandkosten',
    description: `Versandkosten, Grenzen für kostenlosen Versand und Versandzeiten für jedes Land, in das ${shop.name} liefert.`,
    intro: `Wir versenden aus unserem Lager in ${shop.address.city} in die Niederlande und in eine Reihe weiterer Länder. Die Versandkosten hängen vom Lieferland ab, und in vielen Ländern ist der Versand ab einem bestimmten Bestellwert kostenlos.`,
    sections: [
      {
        heading: 'So werden die Versandkosten berechnet',
        paragraphs: [
          'Auf Versandkosten fällt wie auf die Produkte Mehrwertsteuer an. Die Tabelle zeigt die Versandkosten inkl. MwSt.; Geschäftskunden sehen sie im Warenkorb und auf der Rechnung zzgl. MwSt.',
          'Der Versand ist kostenlos, sobald der Wert Ihrer Bestellung ohne MwSt. den Betrag für Ihr Land erreicht. Ihr Warenkorb zeigt stets die genauen Versandkosten für das gewählte Land und wie viel Ihnen noch bis zum kostenlosen Versand fehlt.',
        ],
      },
      {
        heading: 'Lieferzeit',
        paragraphs: [
          'An einem Werktag vor 18:00 Uhr bestellt und bezahlt? Dann verlässt Ihre Bestellung noch am selben Tag unser Lager und wird innerhalb von 2 Werktagen zugestellt. Die übliche Versandzeit je Land finden Sie in der Tabelle.',
        ],
      },
      {
        heading: 'Lieferungen außerhalb der Europäischen Union',
        paragraphs: [
          'Bei Lieferungen außerhalb der EU berechnen wir keine niederländische Mehrwertsteuer. Stattdessen fällt je Bestellung eine feste Gebühr für die Zollabwicklung an, wie in der Tabelle angegeben. Etwaige Einfuhrzölle oder Steuern im Bestimmungsland trägt der Empfänger.',
        ],
      },
      {
        heading: 'Ihr Land ist nicht aufgeführt?',
        paragraphs: [
          `Schreiben Sie uns an ${shop.email} mit Ihrer Adresse und den gewünschten Produkten. Wir prüfen, ob und zu welchen Kosten wir liefern können.`,
        ],
      },
    ],
  },

  'large-buyers': {
    title: 'Großabnehmer',
    description:
      'Staffelpreise und Angebote per E-Mail für Organisationen, die viele Staubsaugerbeutel und Filter verbrauchen.',
    intro:
      'Reinigungsfirmen, Facility-Management, Pflegeeinrichtungen, Bauunternehmen und Geräteverleiher verbrauchen große Mengen an Beuteln und Filtern. Für sie bieten wir Staffelpreise.',
    sections: [
      {
        heading: 'Staffelpreise auf Anfrage',
        paragraphs: [
          'Bestellen Sie regelmäßig große Mengen oder planen Sie eine einmalige Großbestellung? Fragen Sie nach einem Staffelpreis. Wir berücksichtigen Mengen, Produkte und Bestellhäufigkeit und machen Ihnen ein passendes Angebot.',
        ],
      },
      {
        heading: 'Angebot per E-Mail anfordern',
        paragraphs: [`Senden Sie eine E-Mail an ${shop.email} mit folgenden Angaben:`],
        list: [
          'Firmenname, Anschrift und – bei Unternehmen außerhalb der Niederlande – Ihre USt-IdNr.',
          'Marken und Modelle Ihrer Staubsauger oder unsere Produktnamen',
          'die erwarteten Mengen pro Bestellung oder pro Jahr',
          'das Land oder die Länder, in die wir liefern sollen',
        ],
      },
      {
        heading: 'Ihr Angebot',
        paragraphs: [
          'Sie erhalten per E-Mail ein schriftliches Angebot mit Preisen, Gültigkeitsdauer und Lieferbedingungen. Nehmen Sie es an, hinterlegen wir die vereinbarten Preise in Ihrem Geschäftskonto.',
        ],
      },
      {
        heading: 'Bestellen als Großabnehmer',
        paragraphs: [
          'Großabnehmer bestellen mit einem Geschäftskonto: auf Rechnung, mit Preisen zzgl. MwSt. und einer Rechnung mit ausgewiesener MwSt. zu jeder Bestellung. Legen Sie beliebig viele Kolleginnen und Kollegen als Benutzer an und speichern Sie alle Lieferadressen, zum Beispiel eine pro Standort. Die Registrierung dauert 2 Minuten.',
        ],
      },
    ],
  },

  'business-buyers': {
    title: 'Geschäftskunden und Wiederverkäufer',
    description: `Ein Geschäftskonto bei ${shop.name}: Kauf auf Rechnung, Preise zzgl. MwSt., Rechnung mit ausgewiesener MwSt. sowie beliebig viele Benutzer und Lieferadressen.`,
    intro:
      'Sie kaufen für ein Unternehmen oder eine Einrichtung ein oder verkaufen unsere Produkte weiter? Mit einem kostenlosen Geschäftskonto bestellen Sie schnell, und Ihre Buchhaltung bleibt einfach.',
    sections: [
      {
        heading: 'Ihre Vorteile mit einem Geschäftskonto',
        paragraphs: [],
        list: [
          'Preise werden zzgl. MwSt. angezeigt.',
          'Sie bestellen auf Rechnung und erhalten immer eine Rechnung mit ausgewiesener MwSt.',
          'Beliebig viele Benutzer pro Konto, damit auch Ihre Kollegen bestellen können.',
          'Beliebig viele Lieferadressen, zum Beispiel eine pro Standort oder pro Kunde.',
          'Alle Bestellungen und Rechnungen Ihres Unternehmens an einem Ort.',
        ],
      },
      {
        heading: 'Unternehmen in anderen EU-Ländern',
        paragraphs: [
          'Hat Ihr Unternehmen seinen Sitz in einem anderen EU-Land und besitzen Sie eine gültige USt-IdNr.? Dann gilt das Reverse-Charge-Verfahren: Wir stellen ohne niederländische Mehrwertsteuer in Rechnung, und Sie führen die Steuer in Ihrem Land ab. Geben Sie Ihre USt-IdNr. bei der Registrierung an. Niederländische Unternehmen registrieren sich mit ihrer KvK-Nummer (Handelsregister).',
        ],
      },
      {
        heading: 'Kleinunternehmer',
        paragraphs: [
          'Unternehmen, die als Kleinunternehmer von der Mehrwertsteuer befreit sind, behandeln wir wie alle anderen Geschäftskunden. Sie bestellen mit demselben Geschäftskonto und zu denselben Bedingungen.',
        ],
      },
      {
        heading: 'Wiederverkäufer',
        paragraphs: [
          'Sie verkaufen unsere Beutel und Filter an Ihre eigenen Kunden weiter? Speichern Sie deren Adressen als Lieferadressen, und wir liefern direkt an sie. Für große Mengen fragen Sie nach einem Staffelpreis (siehe Großabnehmer).',
        ],
      },
      {
        heading: 'In 2 Minuten registriert',
        paragraphs: [
          'Wählen Sie bei der Registrierung „für mein Unternehmen“ und geben Sie Ihre Firmendaten ein. Hat Ihr Unternehmen bereits ein Konto? Dann treten Sie ihm als weiterer Benutzer bei.',
        ],
      },
    ],
  },

  'help-contact': {
    title: 'Hilfe und Kontakt',
    description: `Erreichen Sie den Kundenservice von ${shop.name} per E-Mail oder Telefon und erfahren Sie, wie Sie eine Bestellung stornieren oder zurücksenden.`,
    intro:
      'Sie haben eine Frage zu einem Produkt, einer Bestellung oder Ihrem Konto? Unser Kundenservice hilft Ihnen gern.',
    sections: [
      {
        heading: 'So erreichen Sie uns',
        paragraphs: [
          'Unser Kundenservice ist montags bis freitags von 08:30 bis 17:00 Uhr für Sie da.',
        ],
        list: [
          `E-Mail: ${shop.email}`,
          `Telefon: ${shop.telephone}`,
          `Post: ${shop.legalName}, ${address}`,
        ],
      },
      {
        heading: 'Welcher Beutel passt in meinen Staubsauger?',
        paragraphs: [
          'Suchen Sie auf unserer Startseite nach Marke und Modell Ihres Staubsaugers. Das Modell steht auf dem Typenschild, meist an der Unter- oder Rückseite des Geräts. Sie sind unsicher? Schicken Sie uns ein Foto des Typenschilds per E-Mail, und wir sagen Ihnen, welches Produkt passt.',
        ],
      },
      {
        heading: 'Eine Bestellung stornieren',
        paragraphs: [
          `Möchten Sie eine Bestellung stornieren? Schreiben Sie uns so schnell wie möglich an ${shop.email} und nennen Sie Ihre Bestellnummer. Ist die Bestellung noch nicht versandt, stornieren wir sie und erstatten den Betrag. Ist sie bereits unterwegs, können Sie sie mit einer Retourennummer zurücksenden.`,
        ],
      },
      {
        heading: 'Ein Produkt zurücksenden',
        paragraphs: [
          'Fordern Sie innerhalb von 30 Tagen nach dem Kauf per E-Mail eine Retourennummer an. Senden Sie das Produkt unbenutzt und in unbeschädigter Verpackung zurück, mit der Retourennummer auf dem Paket. Die Kosten der Rücksendung trägt der Absender.',
        ],
      },
      {
        heading: 'Bestellungen und Rechnungen',
        paragraphs: [
          'Melden Sie sich an und öffnen Sie Meine Bestellungen: Dort sehen Sie den Status Ihrer Bestellungen, laden Rechnungen herunter und bestellen Produkte erneut.',
        ],
      },
    ],
  },

  'about-us': {
    title: 'Über uns',
    description: `${shop.name} ist ein niederländischer Onlineshop für Staubsaugerbeutel, Filter und Ersatzteile für Industrie- und Haushaltsstaubsauger.`,
    intro: `${shop.name} ist ein Onlineshop aus ${shop.address.city}, spezialisiert auf Staubsaugerbeutel, Filter und Ersatzteile. Wir beliefern Privatkunden, Unternehmen und Wiederverkäufer in den Niederlanden und darüber hinaus.`,
    sections: [
      {
        heading: 'Was wir verkaufen',
        paragraphs: [
          'Unser Sortiment umfasst Beutel aus Papier und Vlies mit 3 oder 5 Lagen, Filter und Zubehör für Industriestaubsauger sowie eine Auswahl an Haushaltsmodellen. Suchen Sie nach Marke und Modell, und Sie sehen sofort, welche Produkte in Ihr Gerät passen.',
        ],
      },
      {
        heading: 'So arbeiten wir',
        paragraphs: [
          'Unsere Produkte liegen in unserem eigenen Lager vorrätig. Vor 18:00 Uhr bestellt heißt innerhalb von 2 Werktagen geliefert. Sie bezahlen sicher über Ihre niederländische Bank, und ist ein Produkt nicht in Ordnung, bekommen Sie Ihr Geld zurück.',
        ],
      },
      {
        heading: 'Für Unternehmen',
        paragraphs: [
          'Reinigungsfirmen, Handwerksbetriebe und Wiederverkäufer bestellen mit einem Geschäftskonto: auf Rechnung, mit Preisen zzgl. MwSt. und mit so vielen Benutzern und Lieferadressen wie nötig.',
        ],
      },
      {
        heading: 'Impressum',
        paragraphs: [],
        list: [
          `${shop.legalName}`,
          address,
          `Handelsregister (KvK): ${shop.kvkNumber}`,
          `USt-IdNr.: ${shop.vatNumber}`,
          `Telefon: ${shop.telephone} (Montag bis Freitag, 08:30–17:00 Uhr)`,
          `E-Mail: ${shop.email}`,
        ],
      },
    ],
  },

  privacy: {
    title: 'Datenschutz',
    description: `Wie ${shop.name} Ihre personenbezogenen Daten nach der DSGVO verarbeitet: was wir erheben, wozu, wie lange wir es speichern und welche Rechte Sie haben.`,
    intro: `Verantwortlich für die personenbezogenen Daten, die über diesen Onlineshop verarbeitet werden, ist die ${shop.legalName}, ${address}. Wir erheben nur, was wir brauchen, und halten uns an die Datenschutz-Grundverordnung (DSGVO). Hier erklären wir verständlich, was wir tun.`,
    sections: [
      {
        heading: 'Welche Daten wir erheben',
        paragraphs: [],
        list: [
          'Kontodaten: Anrede, Name, E-Mail-Adresse, Telefonnummer und Ihr Passwort, das wir nur geschützt (als Hash) speichern.',
          'Liefer- und Rechnungsadressen.',
          'Bei Geschäftskonten: Firmenname, Ansprechpartner, Handelsregisternummer und USt-IdNr.',
          'Ihre Bestellungen, Zahlungen und Rechnungen.',
          'Die E-Mails, die Sie uns senden.',
        ],
      },
      {
        heading: 'Wozu wir sie verwenden',
        paragraphs: [
          'Um Ihre Bestellungen abzuwickeln, zu liefern und abzurechnen, Ihr Konto zu verwalten und Ihre Fragen zu beantworten (Vertragserfüllung), sowie um gesetzliche Pflichten wie die steuerliche Aufbewahrung zu erfüllen. Wir geben Daten nur an Dienstleister weiter, die uns dabei helfen, etwa den Paketdienst, die Banken und unseren Hosting-Anbieter. Wir verkaufen Ihre Daten nie und erstellen keine Werbeprofile.',
        ],
      },
      {
        heading: 'Wie lange wir sie speichern',
        paragraphs: [
          'Kontodaten speichern wir, solange Sie ein Konto haben, und löschen sie innerhalb von 30 Tagen nach der Kündigung. Bestellungen und Rechnungen bewahren wir 7 Jahre auf, wie es das niederländische Steuerrecht verlangt. E-Mails löschen wir 2 Jahre nach Erledigung Ihres Anliegens.',
        ],
      },
      {
        heading: 'Cookies und Speicher in Ihrem Browser',
        paragraphs: [
          'Wir verwenden nur technisch notwendige Cookies, keine Tracking- oder Werbecookies:',
        ],
        list: [
          'Sitzungscookie: hält Sie angemeldet und wird beim Abmelden oder am Ende der Sitzung entfernt.',
          'Sprachcookie: merkt sich 365 Tage lang Ihre gewählte Sprache.',
          'Kontotyp-Cookie: merkt sich, ob Sie Preise als Privat- oder Geschäftskunde sehen.',
          'Ihr gewähltes Lieferland speichern wir im lokalen Speicher Ihres Browsers, Ihren Warenkorb nur für die aktuelle Browsersitzung.',
        ],
      },
      {
        heading: 'Fehlerberichte',
        paragraphs: [
          'Nur wenn für diesen Shop eine Fehlerberichterstattung eingerichtet ist, werden technische Angaben zu Fehlern (Browser, Seite, Fehlermeldung) und eine Aufzeichnung der Sitzung – mit maskierten Texten und ausgeblendeten Bildern – an unseren Dienst für Fehlerberichte übermittelt. Wir nutzen dies ausschließlich, um Störungen zu finden und zu beheben.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          `Sie haben das Recht auf Auskunft, Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. Senden Sie Ihre Anfrage an ${shop.email}; wir antworten innerhalb eines Monats. Sie können sich außerdem bei der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens) oder einer Aufsichtsbehörde in Ihrem Land beschweren.`,
        ],
      },
    ],
  },

  'terms-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    description: `Die Allgemeinen Geschäftsbedingungen der ${shop.legalName} für Bestellungen von Privat- und Geschäftskunden.`,
    intro: `Diese Bedingungen gelten für jedes Angebot der und jede Bestellung bei der ${shop.legalName}, ${address} (Handelsregister KvK ${shop.kvkNumber}, USt-IdNr. ${shop.vatNumber}).`,
    sections: [
      {
        heading: 'Artikel 1 – Preise und Angebot',
        paragraphs: [
          'Alle Preise verstehen sich in Euro. Für Privatkunden gelten die Preise inkl. MwSt.; Geschäftskunden sehen Preise zzgl. MwSt. Die Versandkosten unterscheiden sich je Land, enthalten MwSt. und werden vor der Bestellung angezeigt. Offensichtliche Fehler in Preisen oder Beschreibungen binden uns nicht.',
        ],
      },
      {
        heading: 'Artikel 2 – Vertragsschluss',
        paragraphs: [
          'Der Vertrag kommt zustande, wenn Sie eine Bestellung aufgeben und wir sie per E-Mail bestätigen. Können wir eine Bestellung nicht annehmen, teilen wir Ihnen das umgehend mit und erstatten bereits gezahlte Beträge.',
        ],
      },
      {
        heading: 'Artikel 3 – Zahlung',
        paragraphs: [
          'Sie bezahlen bei der Bestellung online per Überweisung über eine niederländische Bank. Geschäftskunden mit einem Geschäftskonto können auf Rechnung bestellen und zahlen innerhalb von 14 Tagen ab Rechnungsdatum.',
        ],
      },
      {
        heading: 'Artikel 4 – Lieferung',
        paragraphs: [
          'Bestellungen, die an einem Werktag vor 18:00 Uhr aufgegeben und bezahlt werden, liefern wir innerhalb von 2 Werktagen; die Versandzeit je Land steht auf der Seite Versandkosten. Liefern wir mehr als 30 Tage zu spät, können Sie die Bestellung kostenlos stornieren.',
        ],
      },
      {
        heading: 'Artikel 5 – Widerrufsrecht und Rücksendung',
        paragraphs: [
          'Verbraucher können einen Kauf innerhalb von 14 Tagen nach Erhalt der Ware ohne Angabe von Gründen widerrufen. Darüber hinaus nehmen wir von allen Kunden Rücksendungen innerhalb von 30 Tagen nach dem Kauf an. In beiden Fällen gilt:',
        ],
        list: [
          `Sie fordern per E-Mail an ${shop.email} eine Retourennummer an;`,
          'Sie senden die Produkte unbenutzt und in unbeschädigter Verpackung zurück, mit der Retourennummer auf dem Paket;',
          'die Kosten der Rücksendung trägt der Absender.',
        ],
      },
      {
        heading: 'Artikel 6 – Erstattung und Gewährleistung',
        paragraphs: [
          'Wir erstatten den Kaufpreis innerhalb von 14 Tagen nach Ihrem Widerruf, dürfen damit aber warten, bis wir die Ware zurückerhalten haben. Die Produkte müssen sich für den gewöhnlichen Gebrauch eignen. Ist ein Produkt defekt oder nicht das bestellte? Melden Sie es per E-Mail; wir ersetzen oder erstatten es und übernehmen die Kosten der Rücksendung.',
        ],
      },
      {
        heading: 'Artikel 7 – Haftung',
        paragraphs: [
          `Außer bei Vorsatz oder grober Fahrlässigkeit ist unsere Haftung auf den Rechnungsbetrag der betreffenden Bestellung begrenzt. Die gesetzlichen Rechte von Verbrauchern bleiben unberührt. Markennamen geben nur an, in welche Geräte ein Produkt passt; ${shop.name} steht mit diesen Herstellern in keiner Verbindung.`,
        ],
      },
      {
        heading: 'Artikel 8 – Anwendbares Recht',
        paragraphs: [
          'Es gilt niederländisches Recht. Zuständig ist das Gericht Midden-Nederland (Rechtbank Midden-Nederland), sofern zwingendes Recht einem Verbraucher nicht die Wahl eines anderen Gerichts lässt. Zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt.',
        ],
      },
    ],
  },
};
