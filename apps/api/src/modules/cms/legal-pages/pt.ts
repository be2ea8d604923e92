import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Texto de exemplo: esta página foi preenchida com um modelo quando a loja foi criada. O responsável pela loja tem de o substituir pelo seu próprio texto e de o mandar verificar por um jurista.';

export const pt: LocalePages = {
  imprint: {
    title: 'Informação legal',
    slug: 'informacao-legal',
    body: `${SAMPLE}

## Entidade responsável pela loja
{shopName}
{shopAddress}

## Representação
Gerência: {shopRepresentative}

## Contactos
Telefone: {shopPhone}
E-mail: {shopEmail}

## Registo comercial
{shopRegister}

## Número de identificação para efeitos de IVA
{shopVatId}

## Responsável pelos conteúdos
{shopRepresentative}, {shopAddress}

## Resolução de litígios de consumo
A plataforma europeia de resolução de litígios em linha (RLL) foi encerrada em 20 de julho de 2025, razão pela qual já não a indicamos. Não estamos obrigados nem dispostos a participar em procedimentos de resolução de litígios perante uma entidade de resolução alternativa de litígios de consumo. Se algo correu mal com a sua encomenda, escreva-nos para {shopEmail}: procuraremos uma solução consigo.`,
  },
  terms: {
    title: 'Termos e condições',
    slug: 'termos-e-condicoes',
    body: `${SAMPLE}

## 1. Âmbito
Os presentes termos aplicam-se a todas as encomendas feitas na loja online de {shopName}, {shopAddress} («nós»). É consumidor quem compra para fins que não se incluam, no essencial, no âmbito da sua atividade comercial, industrial, artesanal ou profissional.

## 2. Celebração do contrato
A apresentação dos produtos na loja não constitui uma proposta vinculativa, mas um convite a encomendar. Ao clicar no botão «Encomendar e pagar» no final do processo de encomenda, faz uma proposta vinculativa de compra dos artigos do seu carrinho. Aceitamos a sua proposta com a confirmação da encomenda, que lhe enviamos por e-mail logo que o pagamento seja concluído com êxito (de imediato, se a encomenda não tiver nenhum montante a pagar); o contrato fica celebrado com esta aceitação. A confirmação da encomenda contém o texto do contrato com os dados da sua encomenda e as informações sobre o direito de livre resolução, de modo que recebe ambos num suporte duradouro; contém também uma ligação para os presentes termos, que pode consultar, guardar e imprimir a qualquer momento nesta página. A língua do contrato é a da loja em que encomenda. Guardamos ainda o texto do contrato.

## 3. Preços
Todos os preços são preços finais em euros e incluem o IVA à taxa legal. Os portes de envio são indicados no carrinho e durante a encomenda, antes de a confirmar. Os clientes empresariais com um número de IVA válido de outro Estado-Membro da UE recebem a fatura sem IVA (autoliquidação).

## 4. Entrega
Enviamos para os países propostos durante a encomenda. Os prazos e portes de envio estão descritos na página «Envio e pagamento».

## 5. Pagamento e reserva de propriedade
Paga com cartão de crédito ou de débito; o montante é cobrado quando faz a encomenda. Os artigos continuam a ser nossa propriedade até ao pagamento integral.

## 6. Direito de livre resolução
Enquanto consumidor, tem um direito legal de livre resolução de 14 dias. Concedemos-lhe voluntariamente {returnDays} dias a contar da entrega da última remessa, e a devolução dos bens é gratuita com a nossa etiqueta de devolução pré-paga. Pode resolver o contrato com o botão «Retrate-se do contrato aqui» no rodapé de todas as páginas ou na página da sua encomenda. Os pormenores e o modelo de formulário de livre resolução encontram-se na página «Direito de livre resolução».

## 7. Garantia
Aplica-se a garantia legal: respondemos pelas faltas de conformidade que existam no momento da entrega e se manifestem no prazo de dois anos a contar da mesma. Uma garantia comercial do fabricante acresce a estes direitos e não os limita.

## 8. Responsabilidade
Respondemos sem limites em caso de dolo e negligência grave, bem como por danos à vida, à integridade física ou à saúde. Em caso de negligência leve, só respondemos pelo incumprimento de obrigações contratuais essenciais, até ao limite do dano típico e previsível deste contrato. A responsabilidade decorrente de produtos defeituosos não é afetada.

## 9. Lei aplicável
Aplica-se a lei do país da nossa sede ({shopCountry}), com exclusão da Convenção das Nações Unidas sobre os Contratos de Compra e Venda Internacional de Mercadorias. Se for consumidor, esta escolha não o priva da proteção que lhe conferem as disposições imperativas do país da sua residência habitual.`,
  },
  privacy: {
    title: 'Política de privacidade',
    slug: 'politica-de-privacidade',
    body: `${SAMPLE}

## 1. Responsável pelo tratamento
O responsável pelo tratamento na aceção do Regulamento Geral sobre a Proteção de Dados (RGPD) é {shopName}, {shopAddress}, telefone {shopPhone}, e-mail {shopEmail}.

## 2. Que dados tratamos e para quê
- Encomendas: nome, moradas, endereço de e-mail, número de telefone se o indicar, artigos encomendados e estado do pagamento, para celebrar e executar o contrato (artigo 6.º, n.º 1, alínea b), do RGPD).
- Conta de cliente: os dados que introduz no registo e na sua conta, para lhe disponibilizar a conta (artigo 6.º, n.º 1, alínea b), do RGPD).
- Alertas de disponibilidade: o seu endereço de e-mail e o produto, para o avisar uma vez quando voltar a estar disponível, com base no seu consentimento (artigo 6.º, n.º 1, alínea a), do RGPD), que pode retirar a qualquer momento.
- Apoio ao cliente: as suas mensagens e as nossas respostas, para tratar o seu pedido (artigo 6.º, n.º 1, alíneas b) e f), do RGPD).
- Contabilidade: faturas e comprovativos de pagamento, para cumprir as nossas obrigações legais de conservação (artigo 6.º, n.º 1, alínea c), do RGPD).
- Segurança: registos do servidor com o endereço IP, guardados durante alguns dias para detetar e travar ataques (artigo 6.º, n.º 1, alínea f), do RGPD).
- Reações na revista: um hash irreversível do seu endereço IP e do seu navegador (nunca o próprio endereço), para que cada visitante conte uma só vez (artigo 6.º, n.º 1, alínea f), do RGPD).

## 3. Destinatários
Só transmitimos dados quando a sua encomenda o exige: ao prestador de serviços de pagamento que processa o pagamento com cartão, à transportadora que entrega a sua encomenda (nome e morada de entrega, bem como e-mail ou telefone para o aviso de entrega) e aos nossos prestadores de alojamento e de e-mail, que tratam os dados por nossa conta ao abrigo de um contrato de subcontratação (artigo 28.º do RGPD). Se um prestador estiver estabelecido fora da UE ou do EEE, os dados só são transferidos com base numa decisão de adequação ou nas cláusulas contratuais-tipo da UE.

## 4. Prazo de conservação
Apagamos os seus dados logo que deixem de ser necessários para estas finalidades. Os dados de contratos e faturas são conservados durante o tempo exigido pela legislação comercial e fiscal (até dez anos). Um alerta de disponibilidade é conservado enquanto o produto fizer parte da nossa gama; a conta de cliente mantém-se até nos pedir que a apaguemos.

## 5. Cookies
A loja usa apenas cookies estritamente necessários: mantêm a sua sessão iniciada e terminam quando sai, o mais tardar ao fim de 30 dias. Não usamos cookies de análise, de rastreamento nem de publicidade, e não transmitimos dados a redes de publicidade.

## 6. Os seus direitos
Tem direito de acesso (artigo 15.º do RGPD), de retificação (artigo 16.º), ao apagamento (artigo 17.º), à limitação do tratamento (artigo 18.º), à portabilidade dos dados (artigo 20.º) e de oposição ao tratamento baseado em interesses legítimos (artigo 21.º). Basta uma mensagem para {shopEmail}.

## 7. Reclamação
Pode apresentar reclamação a uma autoridade de controlo da proteção de dados, em especial no Estado-Membro da UE onde reside ou trabalha ou onde ocorreu a alegada infração.`,
  },
  withdrawal: {
    title: 'Direito de livre resolução',
    slug: 'direito-de-livre-resolucao',
    body: `${SAMPLE}

## Direito de livre resolução
Tem o direito de resolver o presente contrato no prazo de 14 dias sem necessidade de indicar qualquer motivo.

O prazo de resolução expira 14 dias a contar do dia em que adquira ou um terceiro, com exceção do transportador, indicado por si, adquira a posse física dos bens. Se encomendou vários bens numa única encomenda e estes forem entregues separadamente, o prazo expira 14 dias a contar do dia em que adquira ou um terceiro, com exceção do transportador, indicado por si, adquira a posse física do último bem.

A fim de exercer o seu direito de resolução, tem de nos comunicar ({shopName}, {shopAddress}, telefone {shopPhone}, e-mail {shopEmail}) a sua decisão de resolução do presente contrato por meio de uma declaração inequívoca (por exemplo, carta enviada pelo correio ou correio eletrónico). Pode utilizar o modelo de formulário de livre resolução abaixo, mas tal não é obrigatório.

Para que o prazo de resolução seja respeitado, basta que a sua comunicação referente ao exercício do direito de resolução seja enviada antes do termo do prazo de resolução.

## Efeitos da resolução
Em caso de resolução do presente contrato, são-lhe reembolsados todos os pagamentos efetuados, incluindo os custos de entrega (com exceção de custos suplementares resultantes da sua escolha de uma modalidade de envio diferente da modalidade menos onerosa de envio normal por nós oferecida), sem demora injustificada e, em qualquer caso, o mais tardar 14 dias a contar da data em que formos informados da sua decisão de resolução do presente contrato. Efetuamos esses reembolsos usando o mesmo meio de pagamento que usou na transação inicial, salvo acordo expresso em contrário; em qualquer caso, não incorrerá em quaisquer custos como consequência de tal reembolso.

Podemos reter o reembolso até termos recebido os bens de volta ou até que tenha apresentado prova do envio dos bens, consoante o que acontecer primeiro.

Deve devolver-nos os bens ({shopAddress}) sem demora injustificada e, em qualquer caso, o mais tardar 14 dias a contar do dia em que nos informou da resolução do presente contrato. Considera-se que o prazo é respeitado se devolver os bens antes do termo do prazo de 14 dias.

Suportamos os custos de devolução dos bens.

Só é responsável pela depreciação dos bens que decorra de uma manipulação que exceda o necessário para verificar a natureza, as características e o funcionamento dos bens.

## Resolução em linha e devolução gratuita
Pode também resolver o contrato em linha: utilize o botão «Retrate-se do contrato aqui» no rodapé de todas as páginas ou na página da sua encomenda. Confirmamos-lhe sem demora, por e-mail, a receção da sua declaração.

Para além do prazo legal, concedemos-lhe voluntariamente {returnDays} dias a contar da entrega da última remessa da sua encomenda para resolver o contrato e devolver os bens. A devolução não lhe custa nada: utilize a nossa etiqueta de devolução pré-paga, que lhe enviamos com a confirmação da sua declaração.

## Modelo de formulário de livre resolução
(só deve preencher e devolver o presente formulário se quiser resolver o contrato)

- Para {shopName}, {shopAddress}, e-mail {shopEmail}:
- Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda do seguinte bem/para a prestação do seguinte serviço (*)
- Solicitado em (*)/recebido em (*)
- Nome do(s) consumidor(es)
- Endereço do(s) consumidor(es)
- Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel)
- Data

(*) Riscar o que não interessa.`,
  },
  shipping: {
    title: 'Envio e pagamento',
    slug: 'envio-e-pagamento',
    body: `${SAMPLE}

## Países de envio
Enviamos para todos os países que pode escolher como país de entrega durante a encomenda.

## Prazos de entrega
Os artigos em stock saem do nosso armazém no prazo de 1–2 dias úteis após a encomenda. A entrega demora depois, normalmente, 1–3 dias úteis no país da nossa sede ({shopCountry}) e 3–7 dias úteis para os restantes países. Cada página de produto indica se o artigo está em stock.

## Portes de envio
Os portes de envio dependem do país de entrega, do método de envio que escolher e do peso da encomenda. São indicados no carrinho e durante a encomenda, antes de a confirmar.

## Pagamento
Paga em segurança com cartão de crédito ou de débito. Os dados do cartão são introduzidos diretamente junto do nosso prestador de serviços de pagamento; nunca os vemos nem os guardamos. Alguns bancos pedem-lhe que confirme o pagamento na respetiva aplicação (3-D Secure). O montante é cobrado quando faz a encomenda; os reembolsos são feitos para o mesmo cartão.

## Envios para fora da UE
Dentro da UE não há direitos aduaneiros. Nos envios para fora da UE não cobramos IVA; o país de destino pode cobrar direitos e impostos de importação, que a transportadora recebe no momento da entrega.`,
  },
  contact: {
    title: 'Contacto',
    slug: 'contacto',
    body: `${SAMPLE}

## Apoio ao cliente
Tem uma pergunta sobre um produto, uma encomenda, uma entrega ou uma devolução? A nossa equipa responde-lhe pessoalmente por e-mail e por telefone.

Pretende devolver algo? Inicie a sua devolução em {returnUrl}: é gratuita com a nossa etiqueta de devolução pré-paga.

E-mail: {shopEmail}
Telefone: {shopPhone}

## Horário
De segunda a sexta-feira, das 9h00 às 17h00. Respondemos aos e-mails no prazo de dois dias úteis. As chamadas custam o que o seu operador cobrar por chamadas para o país da nossa sede ({shopCountry}).

## Morada postal
{shopName}
{shopAddress}

## Conta de cliente
Se tiver uma conta de cliente, também nos pode escrever na página «Apoio ao cliente» da sua conta; recebe uma cópia da sua mensagem por e-mail.

## Livre resolução
Para resolver uma compra, consulte a página «Direito de livre resolução»: explica como proceder e inclui o modelo de formulário de livre resolução.`,
  },
};
