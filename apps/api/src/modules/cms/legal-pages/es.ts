import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Texto de ejemplo: esta página se rellenó con un modelo al crear la tienda. El titular de la tienda debe sustituirlo por su propio texto y hacerlo revisar por un abogado.';

export const es: LocalePages = {
  imprint: {
    title: 'Aviso legal',
    slug: 'aviso-legal',
    body: `${SAMPLE}

## Titular de la tienda
{shopName}
{shopAddress}

## Representación
Administración: {shopRepresentative}

## Contacto
Teléfono: {shopPhone}
Correo electrónico: {shopEmail}

## Datos registrales
{shopRegister}

## Número de IVA intracomunitario
{shopVatId}

## Responsable de los contenidos
{shopRepresentative}, {shopAddress}

## Resolución de litigios de consumo
La plataforma europea de resolución de litigios en línea (ODR) se cerró el 20 de julio de 2025, por eso ya no la enlazamos. No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de consumo. Si algo ha ido mal con tu pedido, escríbenos a {shopEmail}: buscaremos una solución contigo.`,
  },
  terms: {
    title: 'Condiciones generales de venta',
    slug: 'condiciones-generales',
    body: `${SAMPLE}

## 1. Ámbito de aplicación
Estas condiciones se aplican a todos los pedidos realizados en la tienda en línea de {shopName}, {shopAddress} («nosotros»). Eres consumidor si compras con fines ajenos, en su mayor parte, a tu actividad comercial, empresarial, oficio o profesión.

## 2. Celebración del contrato
La presentación de los productos en la tienda no constituye una oferta vinculante, sino una invitación a realizar un pedido. Al hacer clic en el botón «Comprar y pagar» al final del proceso de compra, realizas una oferta vinculante de compra de los artículos de tu cesta. Aceptamos tu oferta mediante la confirmación del pedido, que te enviamos por correo electrónico en cuanto el pago se completa correctamente (de inmediato, si el pedido no tiene ningún importe que pagar); con esta aceptación queda celebrado el contrato. La confirmación del pedido contiene el texto del contrato con los datos de tu pedido y la información sobre el desistimiento, de modo que recibes ambos en un soporte duradero; asimismo, incluye un enlace a estas condiciones, que puedes consultar, guardar e imprimir en cualquier momento en esta página. El idioma del contrato es el de la tienda en la que haces el pedido. Además, conservamos el texto del contrato.

## 3. Precios
Todos los precios son precios finales en euros e incluyen el IVA legal. Los gastos de envío se muestran en la cesta y durante el pedido, antes de que lo confirmes. Los clientes empresariales con un número de IVA válido de otro Estado miembro de la UE reciben la factura sin IVA (inversión del sujeto pasivo).

## 4. Entrega
Enviamos a los países que se ofrecen durante el pedido. Los plazos y gastos de envío se describen en la página «Envío y pago».

## 5. Pago y reserva de dominio
Pagas con tarjeta de crédito o de débito; el importe se carga al realizar el pedido. Los artículos siguen siendo de nuestra propiedad hasta su pago completo.

## 6. Derecho de desistimiento
Como consumidor tienes un derecho legal de desistimiento de 14 días. Te concedemos voluntariamente {returnDays} días desde la entrega del último paquete, y la devolución es gratuita con nuestra etiqueta de devolución prepagada. Puedes desistir con el botón «Desistir del contrato aquí» al pie de cada página o en la página de tu pedido. Encontrarás los detalles y el modelo de formulario de desistimiento en la página «Derecho de desistimiento».

## 7. Garantía
Se aplican las garantías legales: respondemos de las faltas de conformidad que existan en el momento de la entrega y se manifiesten en un plazo de dos años desde la misma. Una garantía comercial del fabricante se suma a estos derechos y no los limita.

## 8. Responsabilidad
Respondemos sin limitación en caso de dolo o negligencia grave y de daños a la vida, la integridad física o la salud. En caso de negligencia leve solo respondemos por el incumplimiento de obligaciones esenciales del contrato, limitado al daño típico y previsible de este tipo de contrato. La responsabilidad por productos defectuosos no se ve afectada.

## 9. Legislación aplicable
Se aplica la legislación del país en el que tenemos nuestra sede ({shopCountry}), con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Si eres consumidor, esta elección no te priva de la protección que te otorgan las disposiciones imperativas del país en el que tienes tu residencia habitual.`,
  },
  privacy: {
    title: 'Política de privacidad',
    slug: 'politica-de-privacidad',
    body: `${SAMPLE}

## 1. Responsable del tratamiento
El responsable del tratamiento en el sentido del Reglamento General de Protección de Datos (RGPD) es {shopName}, {shopAddress}, teléfono {shopPhone}, correo electrónico {shopEmail}.

## 2. Qué datos tratamos y para qué
- Pedidos: nombre, direcciones, correo electrónico, teléfono si lo indicas, artículos pedidos y estado del pago, para celebrar y ejecutar el contrato (art. 6.1.b RGPD).
- Cuenta de cliente: los datos que introduces al registrarte y en tu cuenta, para ofrecerte la cuenta (art. 6.1.b RGPD).
- Avisos de disponibilidad: tu correo electrónico y el producto, para avisarte una vez cuando vuelva a estar disponible, sobre la base de tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.
- Atención al cliente: tus mensajes y nuestras respuestas, para atender tu consulta (art. 6.1.b y f RGPD).
- Contabilidad: facturas y justificantes de pago, para cumplir nuestras obligaciones legales de conservación (art. 6.1.c RGPD).
- Seguridad: registros del servidor con la dirección IP, conservados unos días para detectar y repeler ataques (art. 6.1.f RGPD).
- Reacciones en la revista: un hash irreversible de tu dirección IP y tu navegador (nunca la dirección en sí), para que cada visitante cuente una sola vez (art. 6.1.f RGPD).

## 3. Destinatarios
Solo comunicamos datos cuando tu pedido lo requiere: al proveedor de pagos que procesa tu pago con tarjeta, a la empresa de transporte que entrega tu paquete (nombre y dirección de entrega, y tu correo electrónico o teléfono para el aviso de entrega) y a nuestros proveedores de alojamiento y de correo electrónico, que tratan los datos por encargo nuestro en virtud de un contrato de encargado del tratamiento (art. 28 RGPD). Si un proveedor está establecido fuera de la UE o del EEE, los datos solo se transfieren sobre la base de una decisión de adecuación o de las cláusulas contractuales tipo de la UE.

## 4. Plazo de conservación
Suprimimos tus datos en cuanto dejan de ser necesarios para estos fines. Los datos de contratos y facturas se conservan durante el tiempo que exige la normativa mercantil y fiscal (hasta diez años). Un aviso de disponibilidad se conserva hasta que el producto deja de estar en nuestro surtido; la cuenta de cliente se conserva hasta que nos pidas que la eliminemos.

## 5. Cookies
La tienda solo utiliza cookies técnicamente necesarias: mantienen tu sesión iniciada y terminan cuando la cierras, como muy tarde a los 30 días. No usamos cookies de analítica, seguimiento ni publicidad, y no cedemos datos a redes publicitarias.

## 6. Tus derechos
Tienes derecho de acceso (art. 15 RGPD), rectificación (art. 16), supresión (art. 17), limitación del tratamiento (art. 18), portabilidad de los datos (art. 20) y oposición al tratamiento basado en intereses legítimos (art. 21). Basta con un mensaje a {shopEmail}.

## 7. Reclamaciones
Puedes presentar una reclamación ante una autoridad de control de protección de datos, en particular en el Estado miembro de la UE en el que residas o trabajes o en el que se haya producido la supuesta infracción.`,
  },
  withdrawal: {
    title: 'Derecho de desistimiento',
    slug: 'derecho-de-desistimiento',
    body: `${SAMPLE}

## Derecho de desistimiento
Tienes derecho a desistir del presente contrato en un plazo de 14 días naturales sin necesidad de justificación.

El plazo de desistimiento expirará a los 14 días naturales del día en que tú, o un tercero indicado por ti distinto del transportista, adquieras la posesión material de los bienes. Si pediste varios bienes en un mismo pedido y se entregan por separado, el plazo expirará a los 14 días naturales del día en que tú, o un tercero indicado por ti distinto del transportista, adquieras la posesión material del último de ellos.

Para ejercer el derecho de desistimiento, deberás notificarnos ({shopName}, {shopAddress}, teléfono {shopPhone}, correo electrónico {shopEmail}) tu decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Podrás utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio.

Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por tu parte de este derecho sea enviada antes de que venza el plazo correspondiente.

## Consecuencias del desistimiento
En caso de desistimiento por tu parte, te devolveremos todos los pagos recibidos de ti, incluidos los gastos de entrega (con la excepción de los gastos adicionales resultantes de la elección por tu parte de una modalidad de entrega diferente a la modalidad menos costosa de entrega ordinaria que ofrezcamos) sin ninguna demora indebida y, en todo caso, a más tardar 14 días naturales a partir de la fecha en la que se nos informe de tu decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por ti para la transacción inicial, a no ser que hayas dispuesto expresamente lo contrario; en todo caso, no incurrirás en ningún gasto como consecuencia del reembolso.

Podremos retener el reembolso hasta haber recibido los bienes, o hasta que hayas presentado una prueba de la devolución de los mismos, según qué condición se cumpla primero.

Deberás devolvernos o entregarnos directamente los bienes en {shopAddress}, sin ninguna demora indebida y, en cualquier caso, a más tardar en el plazo de 14 días naturales a partir de la fecha en que nos comuniques tu decisión de desistimiento del contrato. Se considerará cumplido el plazo si efectúas la devolución de los bienes antes de que haya concluido dicho plazo.

Nosotros asumiremos el coste de la devolución de los bienes.

Solo serás responsable de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer la naturaleza, las características y el funcionamiento de los bienes.

## Desistir en línea y devolución gratuita
También puedes desistir en línea: usa el botón «Desistir del contrato aquí» al pie de cada página o en la página de tu pedido. Te confirmaremos sin demora por correo electrónico la recepción de tu desistimiento.

Además del plazo legal, te concedemos voluntariamente {returnDays} días desde la entrega del último paquete de tu pedido para desistir y devolver los bienes. La devolución no te cuesta nada: usa nuestra etiqueta de devolución prepagada, que te enviamos con la confirmación de tu desistimiento.

## Modelo de formulario de desistimiento
(solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato)

- A la atención de {shopName}, {shopAddress}, correo electrónico {shopEmail}:
- Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*)
- Pedido el/recibido el (*)
- Nombre del consumidor o de los consumidores
- Domicilio del consumidor o de los consumidores
- Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)
- Fecha

(*) Táchese lo que no proceda.`,
  },
  shipping: {
    title: 'Envío y pago',
    slug: 'envio-y-pago',
    body: `${SAMPLE}

## Países de envío
Enviamos a todos los países que puedes elegir como país de entrega durante el pedido.

## Plazos de entrega
Los artículos en stock salen de nuestro almacén en 1–2 días laborables tras tu pedido. Después, la entrega suele tardar 1–3 días laborables dentro del país de nuestra sede ({shopCountry}) y 3–7 días laborables a otros países. Cada ficha de producto indica si el artículo está en stock.

## Gastos de envío
Los gastos de envío dependen del país de entrega, del método de envío que elijas y del peso del paquete. Se muestran en la cesta y durante el pedido, antes de que lo confirmes.

## Pago
Pagas de forma segura con tarjeta de crédito o de débito. Introduces los datos de tu tarjeta directamente en nuestro proveedor de pagos; nosotros nunca los vemos ni los guardamos. Algunos bancos te piden que confirmes el pago en su aplicación (3-D Secure). El importe se carga al realizar el pedido; los reembolsos se abonan en la misma tarjeta.

## Envíos fuera de la UE
Dentro de la UE no hay aranceles. En los envíos fuera de la UE no cobramos IVA; el país de destino puede aplicar aranceles e impuestos de importación, que la empresa de transporte cobra en la entrega.`,
  },
  contact: {
    title: 'Contacto',
    slug: 'contacto',
    body: `${SAMPLE}

## Atención al cliente
¿Tienes una pregunta sobre un producto, un pedido, una entrega o una devolución? Nuestro equipo te responde personalmente por correo electrónico y por teléfono.

¿Quieres devolver algo? Inicia tu devolución en {returnUrl}: es gratuita con nuestra etiqueta de devolución prepagada.

Correo electrónico: {shopEmail}
Teléfono: {shopPhone}

## Horario
De lunes a viernes, de 9:00 a 17:00. Respondemos a los correos en un plazo de dos días laborables. Las llamadas cuestan lo que tu operador cobre por llamar al país de nuestra sede ({shopCountry}).

## Dirección postal
{shopName}
{shopAddress}

## Cuenta de cliente
Si tienes una cuenta de cliente, también puedes escribirnos desde la página «Atención al cliente» de tu cuenta; recibirás una copia de tu mensaje por correo electrónico.

## Desistimiento
Para desistir de una compra, consulta la página «Derecho de desistimiento»: explica cómo hacerlo e incluye el modelo de formulario de desistimiento.`,
  },
};
