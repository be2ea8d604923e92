import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Sample text: this page was filled with example wording when the shop was set up. The shop operator must replace it with their own text and have it checked by a lawyer.';

export const en: LocalePages = {
  imprint: {
    title: 'Imprint',
    slug: 'imprint',
    body: `${SAMPLE}

## Provider
{shopName}
{shopAddress}

## Represented by
Managing director: {shopRepresentative}

## Contact
Phone: {shopPhone}
E-mail: {shopEmail}

## Company register
{shopRegister}

## VAT identification number
{shopVatId}

## Responsible for the content
{shopRepresentative}, {shopAddress}

## Consumer dispute resolution
The European Commission's online dispute resolution platform (ODR) was closed on 20 July 2025, which is why we no longer link to it. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If something has gone wrong with your order, please write to us at {shopEmail}: we will look for a solution with you.`,
  },
  terms: {
    title: 'Terms and conditions',
    slug: 'terms-and-conditions',
    body: `${SAMPLE}

## 1. Scope
These terms apply to all orders placed in the online shop of {shopName}, {shopAddress} ("we", "us"). You are a consumer if you buy for purposes that lie mainly outside your trade, business or profession.

## 2. Conclusion of the contract
The presentation of the products in the shop is not a binding offer but an invitation to order. By clicking the button "Order and pay" at the end of checkout, you make a binding offer to buy the goods in your cart. We accept your offer with the order confirmation, which we send you by e-mail as soon as your payment has succeeded (straight away for an order with nothing to pay); the contract is concluded with this acceptance. The order confirmation contains the contract text with your order details and the withdrawal information, so that you receive both on a durable medium; it also contains a link to these terms, which you can view, save and print at any time on this page. The contract language is the language of the shop in which you order. We also store the contract text.

## 3. Prices
All prices are final prices in euros and include the statutory value added tax. Shipping costs are shown in the cart and at checkout before you place your order. Business customers with a valid VAT identification number of another EU member state are invoiced without VAT (reverse charge).

## 4. Delivery
We deliver to the countries offered at checkout. Delivery times and shipping costs are described on the page "Shipping and payment".

## 5. Payment and retention of title
You pay by credit or debit card; the amount is charged when you place your order. The goods remain our property until they have been paid for in full.

## 6. Right of withdrawal
As a consumer you have a statutory right of withdrawal of 14 days. We voluntarily grant you {returnDays} days from the delivery of the last parcel, and returning the goods is free with our prepaid return label. You can withdraw with the button "Withdraw from contract here" in the footer of every page or on your order page. You will find the details and the model withdrawal form on the page "Right of withdrawal".

## 7. Warranty
The statutory warranty rights apply: we are liable for defects that exist at delivery and become apparent within two years of delivery. A guarantee given by a manufacturer is in addition to these rights and does not restrict them.

## 8. Liability
We are liable without limitation for intent and gross negligence and for injury to life, body or health. In cases of slight negligence we are liable only for the breach of essential contractual obligations, limited to the damage that is typical of the contract and foreseeable. Liability under product liability law remains unaffected.

## 9. Applicable law
The law of {shopCountry} applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, this choice of law does not deprive you of the protection given to you by the mandatory provisions of the law of the country where you habitually reside.`,
  },
  privacy: {
    title: 'Privacy policy',
    slug: 'privacy-policy',
    body: `${SAMPLE}

## 1. Controller
The controller within the meaning of the General Data Protection Regulation (GDPR) is {shopName}, {shopAddress}, phone {shopPhone}, e-mail {shopEmail}.

## 2. What we process and why
- Orders: name, addresses, e-mail address, phone number if given, the goods ordered and the payment status, to conclude and perform the contract (Art. 6(1)(b) GDPR).
- Customer account: the details you enter when you register and in your account, to provide the account (Art. 6(1)(b) GDPR).
- Stock alerts: your e-mail address and the product, to tell you once that it is back in stock, on the basis of your consent (Art. 6(1)(a) GDPR), which you may withdraw at any time.
- Customer service: your messages and our answers, to deal with your request (Art. 6(1)(b) and (f) GDPR).
- Accounting: invoices and payment records, to meet our legal obligations to keep records (Art. 6(1)(c) GDPR).
- Security: server logs with the IP address, kept for a few days to detect and fend off attacks (Art. 6(1)(f) GDPR).
- Magazine reactions: a one-way hash of your IP address and browser (never the address itself), so that each visitor counts once (Art. 6(1)(f) GDPR).

## 3. Recipients
We pass on data only where your order requires it: to the payment service provider that processes your card payment, to the carrier that delivers your parcel (name and delivery address, and your e-mail address or phone number for delivery notices), and to our hosting and e-mail providers, who process data on our behalf under a data processing agreement (Art. 28 GDPR). If a service provider is based outside the EU or EEA, data is transferred only on the basis of an adequacy decision or the EU standard contractual clauses.

## 4. How long we keep data
We delete your data as soon as it is no longer needed for these purposes. Contract and invoice data are kept for as long as commercial and tax law requires (up to ten years). A stock alert is kept until the product leaves our range; a customer account is kept until you ask us to delete it.

## 5. Cookies
The shop uses only cookies that are technically necessary: they keep you signed in and end when you sign out, at the latest after 30 days. We use no cookies for analytics, tracking or advertising, and no data is passed to advertising networks.

## 6. Your rights
You have the right of access (Art. 15 GDPR), to rectification (Art. 16), to erasure (Art. 17), to restriction of processing (Art. 18), to data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). A message to {shopEmail} is enough.

## 7. Right to lodge a complaint
You may lodge a complaint with a data protection supervisory authority, in particular in the EU member state where you live or work or where the alleged infringement took place.`,
  },
  withdrawal: {
    title: 'Right of withdrawal',
    slug: 'right-of-withdrawal',
    body: `${SAMPLE}

## Right of withdrawal
You have the right to withdraw from this contract within 14 days without giving any reason.

The withdrawal period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If you ordered several goods in one order and they are delivered separately, the period expires after 14 days from the day on which you, or a third party other than the carrier and indicated by you, acquire physical possession of the last good.

To exercise the right of withdrawal, you must inform us ({shopName}, {shopAddress}, phone {shopPhone}, e-mail {shopEmail}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the model withdrawal form below, but it is not obligatory.

To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.

## Effects of withdrawal
If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.

We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.

You shall send back the goods or hand them over to us at {shopAddress} without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired.

We will bear the cost of returning the goods.

You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.

## Withdrawing online and free returns
You can also withdraw online: use the button "Withdraw from contract here" in the footer of every page or on your order page. We confirm receipt of your withdrawal by e-mail without delay.

In addition to the statutory period, we voluntarily grant you {returnDays} days from the delivery of the last parcel of your order to withdraw and send the goods back. Returning them costs you nothing: use our prepaid return label, which we send you with the confirmation of your withdrawal.

## Model withdrawal form
(complete and return this form only if you wish to withdraw from the contract)

- To {shopName}, {shopAddress}, e-mail {shopEmail}:
- I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),
- Ordered on (*)/received on (*),
- Name of consumer(s),
- Address of consumer(s),
- Signature of consumer(s) (only if this form is notified on paper),
- Date

(*) Delete as appropriate.`,
  },
  shipping: {
    title: 'Shipping and payment',
    slug: 'shipping-and-payment',
    body: `${SAMPLE}

## Delivery countries
We deliver to every country you can choose as the delivery country at checkout.

## Delivery times
Goods in stock leave our warehouse within 1–2 working days of your order. Delivery then usually takes 1–3 working days within {shopCountry} and 3–7 working days to other countries. Every product page shows whether the item is in stock.

## Shipping costs
Shipping costs depend on the delivery country, the shipping method you choose and the weight of your parcel. They are shown in the cart and at checkout before you order.

## Payment
You pay securely by credit or debit card. You enter your card details directly with our payment service provider; we never see or store them. Some banks ask you to confirm the payment in their app (3-D Secure). The amount is charged when you place your order; refunds go back to the same card.

## Deliveries outside the EU
Within the EU there are no customs duties. For deliveries outside the EU we do not charge VAT; the destination country may levy import duties and taxes, which the carrier collects on delivery.`,
  },
  contact: {
    title: 'Contact',
    slug: 'contact',
    body: `${SAMPLE}

## Customer service
Do you have a question about a product, an order, a delivery or a return? Our team answers personally by e-mail and phone.

To send something back, start your return at {returnUrl}: it is free with our prepaid return label.

E-mail: {shopEmail}
Phone: {shopPhone}

## Service hours
Monday to Friday, 9:00–17:00. We answer e-mails within two working days. Calls cost what your provider charges for calls to {shopCountry}.

## Postal address
{shopName}
{shopAddress}

## Customer account
If you have a customer account, you can also write to us on the Support page of your account; you receive a copy of your message by e-mail.

## Withdrawal
To withdraw from a purchase, see the page "Right of withdrawal": it explains how, and it contains the model withdrawal form.`,
  },
};
