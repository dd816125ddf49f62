/** The information pages in English. The titles equal the `info.<page>.title` messages. */
import { postalAddress, shopIdentity as shop } from '@/shared/api/contract/shop-identity';
import type { InfoContent } from './types';

// The shop's details come from its configuration (docs/decisions/0069-shop-identity-in-one-file.md).
const address = postalAddress(shop, 'en');

export const content: InfoContent = {
  safebuy: {
    title: 'Safe buying',
    description: `How ${shop.name} keeps your purchase safe: payment through your own Dutch bank, fast delivery, money back and clear return rules.`,
    intro: `At ${shop.name} you buy vacuum cleaner bags, filters and parts from a Dutch web shop that does what it promises. These are our promises, and this is how we keep them.`,
    sections: [
      {
        heading: 'Pay securely through your own bank',
        paragraphs: [
          'You pay online with a bank transfer through your own Dutch bank. You approve the payment in your bank’s secure environment, so we never see your login details or bank codes.',
          'Business customers with a business account can also order on invoice.',
        ],
      },
      {
        heading: 'Ordered before 18:00, delivered within 2 working days',
        paragraphs: [
          'Orders placed and paid before 18:00 on a working day leave our warehouse the same day and reach you within 2 working days. The shipping costs page lists the shipping time for each country.',
        ],
      },
      {
        heading: 'Not good? Money back',
        paragraphs: [
          `Is a product faulty, or did we send the wrong item? Then you get a correct replacement or your money back, whichever you prefer. E-mail us your order number and a short description at ${shop.email}.`,
        ],
      },
      {
        heading: 'Returns with a return number',
        paragraphs: [
          'Changed your mind? You can send products back within 30 days of purchase on these conditions:',
        ],
        list: [
          `Request a return number by e-mail at ${shop.email} within 30 days of purchase.`,
          'The product is unused and in its original, undamaged packaging.',
          'The return number is clearly written on the parcel.',
          'The return shipping costs are paid by the sender.',
        ],
      },
      {
        heading: 'Your refund',
        paragraphs: [
          'As soon as we have received and checked your return, we refund the amount to the account you paid from, within 14 days. We cannot accept parcels without a return number.',
        ],
      },
      {
        heading: 'Your data stays with us',
        paragraphs: [
          'Our shop uses an encrypted connection. We use your details only to handle your order and never sell them. Our privacy statement explains exactly what we do with them.',
        ],
      },
    ],
  },

  shippingcosts: {
    title: 'Shipping costs',
    description: `Shipping costs, free-shipping amounts and shipping times for each country ${shop.name} delivers to.`,
    intro: `We ship from our warehouse in ${shop.address.city} to the Netherlands and a number of other countries. The shipping costs depend on the country of delivery, and in many countries shipping is free above a certain order amount.`,
    sections: [
      {
        heading: 'How shipping costs are calculated',
        paragraphs: [
          'VAT is charged on shipping costs, just as on the products. The table shows the shipping costs including VAT; business customers see them excluding VAT in the cart and on the invoice.',
          'Free shipping applies when the value of your order, excluding VAT, reaches the amount shown for your country. Your cart always shows the exact shipping costs for the country you selected and how much more you need to order for free shipping.',
        ],
      },
      {
        heading: 'Delivery time',
        paragraphs: [
          'Ordered and paid before 18:00 on a working day? Then your order leaves our warehouse the same day and is delivered within 2 working days. The table shows the usual shipping time for each country.',
        ],
      },
      {
        heading: 'Deliveries outside the European Union',
        paragraphs: [
          'For deliveries outside the EU we charge no Dutch VAT. A fixed customs clearance fee per order applies instead, as shown in the table. Any import duties or taxes in the country of destination are paid by the recipient.',
        ],
      },
      {
        heading: 'Your country is not listed?',
        paragraphs: [
          `E-mail us at ${shop.email} with your address and the products you need. We will check whether and at what cost we can deliver.`,
        ],
      },
    ],
  },

  'large-buyers': {
    title: 'Large buyers',
    description:
      'Volume prices and quotes by e-mail for organisations that use large numbers of vacuum cleaner bags and filters.',
    intro:
      'Cleaning companies, facility services, healthcare institutions, construction firms and equipment rental companies use large numbers of bags and filters. For them we offer volume prices.',
    sections: [
      {
        heading: 'Volume prices on request',
        paragraphs: [
          'Do you order large quantities regularly, or are you planning one large order? Ask us for a volume price. We look at the quantities, the products and how often you order, and make you an offer that fits.',
        ],
      },
      {
        heading: 'Request a quote by e-mail',
        paragraphs: [`Send an e-mail to ${shop.email} and include:`],
        list: [
          'your company name, address and, for foreign businesses, your VAT number',
          'the brands and models of your vacuum cleaners, or our product names',
          'the expected quantities per order or per year',
          'the country or countries we should deliver to',
        ],
      },
      {
        heading: 'Your quote',
        paragraphs: [
          'You receive a written quote by e-mail with the prices, the validity period and the delivery terms. Once you accept it, we apply the agreed prices to your business account.',
        ],
      },
      {
        heading: 'Ordering as a large buyer',
        paragraphs: [
          'Large buyers order with a business account: on invoice, with prices shown excluding VAT and a VAT invoice for every order. Add as many colleagues as users as you like and save all your delivery addresses, for example one per site. Registering takes 2 minutes.',
        ],
      },
    ],
  },

  'business-buyers': {
    title: 'Business buyers and resellers',
    description: `A business account at ${shop.name}: order on invoice, prices excluding VAT, a VAT invoice and any number of users and delivery addresses.`,
    intro:
      'Do you buy for a company or an institution, or do you resell our products? With a free business account you order quickly and your administration stays simple.',
    sections: [
      {
        heading: 'What a business account gives you',
        paragraphs: [],
        list: [
          'Prices are shown excluding VAT.',
          'You order on invoice and always receive a VAT invoice.',
          'Any number of users per account, so colleagues can order too.',
          'Any number of delivery addresses, for example one per site or per customer.',
          'All orders and invoices of your company in one place.',
        ],
      },
      {
        heading: 'Businesses in other EU countries',
        paragraphs: [
          'Is your business established in another EU country and do you have a valid VAT number? Then the VAT is reverse-charged: we invoice without Dutch VAT and you account for the VAT in your own country. Enter your VAT number when you register. Dutch businesses register with their Chamber of Commerce (KvK) number.',
        ],
      },
      {
        heading: 'Small businesses exempt from VAT',
        paragraphs: [
          'Businesses that use a VAT exemption for small businesses are treated as regular business customers. You order with the same business account and the same conditions.',
        ],
      },
      {
        heading: 'Resellers',
        paragraphs: [
          'Do you sell our bags and filters on to your own customers? Save their addresses as delivery addresses and we ship directly to them. For large quantities, ask for a volume price (see Large buyers).',
        ],
      },
      {
        heading: 'Register in 2 minutes',
        paragraphs: [
          'Choose “for my company” when you register and enter your company details. Does your company already have an account? Then you can join it as an extra user.',
        ],
      },
    ],
  },

  'help-contact': {
    title: 'Help and contact',
    description: `Contact ${shop.name} customer service by e-mail or phone, and find out how to cancel or return an order.`,
    intro:
      'Do you have a question about a product, an order or your account? Our customer service is happy to help.',
    sections: [
      {
        heading: 'How to reach us',
        paragraphs: ['Customer service is available Monday to Friday from 08:30 to 17:00.'],
        list: [
          `E-mail: ${shop.email}`,
          `Phone: ${shop.telephone}`,
          `Post: ${shop.legalName}, ${address}`,
        ],
      },
      {
        heading: 'Which bag fits my vacuum cleaner?',
        paragraphs: [
          'Search by the brand and model of your vacuum cleaner on our home page. The model is on the type plate, usually on the bottom or back of the machine. Not sure? E-mail us a photo of the type plate and we will tell you which product fits.',
        ],
      },
      {
        heading: 'Cancelling an order',
        paragraphs: [
          `To cancel an order, e-mail us at ${shop.email} as soon as possible and mention your order number. If the order has not been shipped yet, we cancel it and refund the amount. If it is already on its way, you can return it with a return number.`,
        ],
      },
      {
        heading: 'Returning a product',
        paragraphs: [
          'Request a return number by e-mail within 30 days of purchase. Send the product back unused and in undamaged packaging, with the return number on the parcel. The return shipping costs are paid by the sender.',
        ],
      },
      {
        heading: 'Orders and invoices',
        paragraphs: [
          'Log in and open My orders to see the status of your orders, download invoices and order products again.',
        ],
      },
    ],
  },

  'about-us': {
    title: 'About us',
    description: `${shop.name} is a Dutch web shop for vacuum cleaner bags, filters and parts for industrial and household vacuum cleaners.`,
    intro: `${shop.name} is a web shop from ${shop.address.city} that specialises in vacuum cleaner bags, filters and parts. We supply private customers, businesses and resellers in the Netherlands and beyond.`,
    sections: [
      {
        heading: 'What we sell',
        paragraphs: [
          'Our range covers bags in paper and synthetic material with 3 or 5 layers, filters and accessories for industrial vacuum cleaners and a selection of household models. Search by brand and model and you see straight away which products fit your machine.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'We keep our products in stock in our own warehouse. Ordered before 18:00 means delivered within 2 working days. You pay securely through your own Dutch bank, and if a product is not good, you get your money back.',
        ],
      },
      {
        heading: 'For businesses',
        paragraphs: [
          'Cleaning companies, contractors and resellers order with a business account: on invoice, with prices excluding VAT and with as many users and delivery addresses as they need.',
        ],
      },
      {
        heading: 'Company details',
        paragraphs: [],
        list: [
          `${shop.legalName}`,
          address,
          `Chamber of Commerce (KvK): ${shop.kvkNumber}`,
          `VAT number: ${shop.vatNumber}`,
          `Phone: ${shop.telephone} (Monday to Friday, 08:30–17:00)`,
          `E-mail: ${shop.email}`,
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy',
    description: `How ${shop.name} handles your personal data under the GDPR: what we collect, why, how long we keep it and what your rights are.`,
    intro: `${shop.legalName}, ${address}, is responsible for the personal data processed through this web shop. We collect only what we need and follow the General Data Protection Regulation (GDPR). This statement explains in plain language what we do.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [],
        list: [
          'Account details: salutation, name, e-mail address, telephone number and your password, which we store only in protected (hashed) form.',
          'Delivery and billing addresses.',
          'For business accounts: company name, contact person, Chamber of Commerce number and VAT number.',
          'Your orders, payments and invoices.',
          'The e-mails you send us.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To process, deliver and invoice your orders, to manage your account and to answer your questions (performance of our agreement), and to meet legal duties such as keeping tax records. We share data only with parties that help us do this, such as the carrier, the banks and our hosting provider. We never sell your data and do not build advertising profiles.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account details are kept while you have an account and deleted within 30 days after you close it. Orders and invoices are kept for 7 years, because Dutch tax law requires this. E-mails are deleted 2 years after your question has been dealt with.',
        ],
      },
      {
        heading: 'Cookies and storage in your browser',
        paragraphs: ['We use only functional cookies, no tracking or advertising cookies:'],
        list: [
          'Session cookie: keeps you logged in; it is removed when you log out or your session ends.',
          'Language cookie: remembers your chosen language for 365 days.',
          'Account-type cookie: remembers whether you see prices as a private or business buyer.',
          'Your chosen delivery country is kept in your browser’s local storage, and your cart only for the current browser session.',
        ],
      },
      {
        heading: 'Error reporting',
        paragraphs: [
          'Only when error reporting is configured for this shop, technical data about errors (browser, page, error message) and a recording of the session with all text masked and images blocked are sent to our error-reporting service. We use this only to find and fix faults.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may access, correct or delete your data, restrict or object to its use, and receive it in a portable form. E-mail your request to ${shop.email}; we answer within one month. You can also lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`,
        ],
      },
    ],
  },

  'terms-conditions': {
    title: 'Terms and conditions',
    description: `The general terms and conditions of ${shop.legalName} for orders by private and business buyers.`,
    intro: `These terms apply to every offer from and every order with ${shop.legalName}, ${address} (Chamber of Commerce ${shop.kvkNumber}, VAT ${shop.vatNumber}).`,
    sections: [
      {
        heading: 'Article 1 – Prices and offer',
        paragraphs: [
          'All prices are in euros. Prices for private buyers include VAT; business buyers see prices excluding VAT. Shipping costs differ per country, include VAT and are shown before you order. Obvious errors in prices or descriptions do not bind us.',
        ],
      },
      {
        heading: 'Article 2 – Agreement',
        paragraphs: [
          'The agreement is concluded when you place an order and we confirm it by e-mail. If we cannot accept an order, we let you know promptly and refund any amount already paid.',
        ],
      },
      {
        heading: 'Article 3 – Payment',
        paragraphs: [
          'You pay online with a bank transfer through a Dutch bank when you order. Business buyers with a business account may order on invoice and pay within 14 days of the invoice date.',
        ],
      },
      {
        heading: 'Article 4 – Delivery',
        paragraphs: [
          'Orders placed and paid before 18:00 on a working day are delivered within 2 working days; the shipping costs page shows the shipping time per country. If we deliver more than 30 days late, you may cancel the order free of charge.',
        ],
      },
      {
        heading: 'Article 5 – Right of withdrawal and returns',
        paragraphs: [
          'Consumers may withdraw from a purchase within 14 days of receiving it without giving a reason. On top of that, we accept returns from every buyer within 30 days of purchase. In both cases:',
        ],
        list: [
          `request a return number by e-mail at ${shop.email};`,
          'return the products unused and in undamaged packaging, with the return number on the parcel;',
          'the return shipping costs are paid by the sender.',
        ],
      },
      {
        heading: 'Article 6 – Refund and warranty',
        paragraphs: [
          'We refund the purchase price within 14 days of your withdrawal, but may wait until we have received the products. Products must be fit for normal use. Is a product faulty or not what you ordered? Report it by e-mail; we replace it or refund it and pay the return costs.',
        ],
      },
      {
        heading: 'Article 7 – Liability',
        paragraphs: [
          `Except in case of intent or gross negligence, our liability is limited to the invoice amount of the order concerned. This does not restrict consumers’ statutory rights. Brand names only indicate which machines a product fits; ${shop.name} is not affiliated with those manufacturers.`,
        ],
      },
      {
        heading: 'Article 8 – Applicable law',
        paragraphs: [
          'Dutch law applies. Disputes are brought before the competent court in Midden-Nederland, unless mandatory law gives a consumer the choice of another court.',
        ],
      },
    ],
  },
};
