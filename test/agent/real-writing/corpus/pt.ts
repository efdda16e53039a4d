// Portuguese (Brazil) real-voice cases: quarterly reviews, board requests, reports, budgets and pasted meeting notes, written for this corpus.
import type { RealCase } from "../types.js";

export const PT: readonly RealCase[] = [
  // ── Decks from a prompt ──────────────────────────────────────────────
  {
    id: "pt-second-quarter-close",
    lang: "pt",
    genre: "brief",
    kind: "deck",
    text: `Monta uma apresentação de 8 slides com o fechamento do 2º trimestre.
Faturamento: R$ 14,2 milhões (alta de 11% sobre o mesmo período do ano passado)
Margem bruta: 36% (era 39%)
Ticket médio: R$ 1.234,50
Clientes novos: 87
Time Sul: R$ 4,1 milhões
Time Sudeste: R$ 7,6 milhões
Time Nordeste: R$ 2,5 milhões
Foco na queda da margem, que o diretor vai perguntar.`,
    facts: [
      { label: "Faturamento", value: "R$ 14,2 milhões", change: "11%" },
      { label: "Margem bruta", value: "36%", change: "39%" },
      { label: "Ticket médio", value: "R$ 1.234,50" },
      { label: "Clientes novos", value: "87" },
      { label: "Time Sul", value: "R$ 4,1 milhões" },
      { label: "Time Sudeste", value: "R$ 7,6 milhões" },
      { label: "Time Nordeste", value: "R$ 2,5 milhões" },
    ],
  },
  {
    id: "pt-padaria-bom-dia-year",
    lang: "pt",
    genre: "report",
    kind: "deck",
    name: "Padaria Bom Dia",
    text: `Oi! Queria uma apresentação pra reunião de fim de ano com a equipe da Padaria Bom Dia, algo leve, sem muita formalidade.
Os números do ano: a venda média de pães ficou em 1.850 por dia, o ticket médio foi de R$ 27,90 e a nota no Google subiu pra 4,7 de 5. O faturamento anual foi de R$ 2,3 milhões, 14% a mais que no ano passado.
O pão de queijo recheado virou o campeão, sai uns 9 mil por mês.
No final quero um slide agradecendo todo mundo e falando da reforma da cozinha em março.`,
    facts: [
      { label: "venda média de pães", value: "1.850" },
      { label: "ticket médio", value: "R$ 27,90" },
      { label: "nota no Google", value: "4,7" },
      { label: "faturamento anual", value: "R$ 2,3 milhões", change: "14%" },
      { label: "pão de queijo recheado", value: "9 mil" },
    ],
  },
  {
    id: "pt-santa-rita-plant-report",
    lang: "pt",
    genre: "report",
    kind: "deck",
    name: "Metalúrgica Santa Rita",
    text: `Preciso de 10 slides para o relatório mensal da Metalúrgica Santa Rita.
- Taxa de ocupação das linhas: 88% (no ano passado, 91%)
- Índice de refugo: 1,4%
- Produção: 48.300 peças
- Horas paradas: 126 h, a maior parte na prensa hidráulica
- Acidentes com afastamento: nenhum
Explicar o plano de manutenção preventiva que começa em 4 de abril.`,
    facts: [
      { label: "Taxa de ocupação das linhas", value: "88%", change: "91%" },
      { label: "Índice de refugo", value: "1,4%" },
      { label: "Produção", value: "48.300 peças" },
      { label: "Horas paradas", value: "126 h" },
    ],
  },
  {
    id: "pt-board-annual-results",
    lang: "pt",
    genre: "email",
    kind: "deck",
    text: `Prezados,

A pedido da presidência, solicito a elaboração de uma apresentação para a reunião do Conselho de Administração de 28 de março. Os dados consolidados do exercício são:

Receita líquida: R$ 312 milhões, crescimento de 6% em relação a 2024
EBITDA: R$ 58,4 milhões (margem de 18,7%)
Dívida líquida: R$ 96 milhões
Colaboradores: 2.140

Pedimos atenção especial à redução do endividamento, que é o ponto central da pauta.

Atenciosamente,
Secretaria de Governança`,
    facts: [
      { label: "Receita líquida", value: "R$ 312 milhões", change: "6%" },
      { label: "EBITDA", value: "R$ 58,4 milhões" },
      { label: "margem", value: "18,7%" },
      { label: "Dívida líquida", value: "R$ 96 milhões" },
      { label: "Colaboradores", value: "2.140" },
    ],
  },
  {
    id: "pt-ninth-grade-parents",
    lang: "pt",
    genre: "brief",
    kind: "deck",
    text: "Preciso montar 12 slides para a reunião de pais do nono ano. Quero mostrar: frequência média de 93%, média geral da turma 7,2 (no bimestre passado era 6,8) e 31 alunos matriculados. Também falar da feira de ciências em 15 de maio e da viagem de estudos, que custa R$ 380 por aluno.",
    facts: [
      { label: "frequência média", value: "93%" },
      { label: "média geral da turma", value: "7,2", change: "6,8" },
      { label: "alunos matriculados", value: "31" },
      { label: "viagem de estudos", value: "R$ 380" },
    ],
  },
  {
    id: "pt-recife-tutoring-ngo",
    lang: "pt",
    genre: "report",
    kind: "deck",
    text: `Somos uma ONG de reforço escolar na periferia de Recife e precisamos de uma apresentação para os doadores, que vão se reunir com a gente no fim do mês. Em 2025 foram 640 crianças atendidas, com 82 voluntários ativos, quase todos universitários da região. A arrecadação foi de R$ 1,8 milhão, 22% a mais que no ano anterior, e a taxa de aprovação escolar dos atendidos chegou a 96%, o que deixou a equipe bem orgulhosa.
O maior desafio agora é o transporte: as vans custam R$ 9.400 por mês e nem sempre conseguimos buscar todas as crianças nos dias de chuva. Queria mostrar isso com honestidade, sem dramatizar.
Quero fechar com um pedido de apoio para abrir um segundo núcleo no bairro vizinho, com espaço para fotos das turmas.`,
    facts: [
      { label: "crianças atendidas", value: "640" },
      { label: "voluntários ativos", value: "82" },
      { label: "arrecadação", value: "R$ 1,8 milhão", change: "22%" },
      { label: "taxa de aprovação escolar", value: "96%" },
      { label: "vans", value: "R$ 9.400" },
    ],
  },
  {
    id: "pt-rota-facil-launch",
    lang: "pt",
    genre: "brief",
    kind: "deck",
    name: "Rota Fácil",
    text: "Deck de 6 slides para o lançamento da nova versão do Rota Fácil. No beta foram 4.200 usuários, retenção mensal em 71% e nota média 4,6 de 5. O Plano Pro custa R$ 19,90 por mês. Lançamento em 2 de junho.",
    facts: [
      { label: "usuários", value: "4.200" },
      { label: "retenção mensal", value: "71%" },
      { label: "nota média", value: "4,6" },
      { label: "Plano Pro", value: "R$ 19,90" },
    ],
  },
  {
    id: "pt-vida-plena-scheduling",
    lang: "pt",
    genre: "report",
    kind: "deck",
    name: "Clínica Vida Plena",
    text: "Preciso de uma apresentação curta para a reunião geral da Clínica Vida Plena sobre o novo agendamento online. O tempo médio de espera caiu para 19 minutos (antes eram 42 minutos). As faltas em consultas passaram de 18% para 11%. O volume de atendimentos é de 3.600 pacientes por mês e a satisfação está em 4,5 de 5. Quero uma parte sobre o que ainda falta melhorar na recepção.",
    facts: [
      { label: "tempo médio de espera", value: "19 minutos", change: "42 minutos" },
      { label: "faltas em consultas", value: "11%", change: "18%" },
      { label: "volume de atendimentos", value: "3.600 pacientes" },
      { label: "satisfação", value: "4,5" },
    ],
  },
  {
    id: "pt-tourism-public-hearing",
    lang: "pt",
    genre: "report",
    kind: "deck",
    text: `Secretaria Municipal de Turismo — pedido de apresentação com 9 slides para a audiência pública.
Visitantes em 2025: 1,2 milhão (alta de 9%)
Ocupação hoteleira média: 64%
Gasto médio por turista: R$ 512
Eventos apoiados: 38
Prioridades para o próximo ano: sinalização turística, Centro Histórico acessível e calendário de festivais.`,
    facts: [
      { label: "Visitantes", value: "1,2 milhão", change: "9%" },
      { label: "Ocupação hoteleira média", value: "64%" },
      { label: "Gasto médio por turista", value: "R$ 512" },
      { label: "Eventos apoiados", value: "38" },
    ],
  },
  {
    id: "pt-seed-pitch",
    lang: "pt",
    genre: "brief",
    kind: "deck",
    text: "Faz um pitch deck pra rodada seed: MRR de R$ 420 mil, crescendo 12% ao mês, churn de 2,1% e 57 clientes pagantes.",
    facts: [
      { label: "MRR", value: "R$ 420 mil", change: "12%" },
      { label: "churn", value: "2,1%" },
      { label: "clientes pagantes", value: "57" },
    ],
  },

  // ── Documents from a prompt ──────────────────────────────────────────
  {
    id: "pt-black-friday-outage",
    lang: "pt",
    genre: "report",
    kind: "doc",
    text: `Preciso de um relatório sobre a queda do site na Black Friday, para a diretoria.
Data: 28 de novembro, das 20h10 às 21h35
Pedidos perdidos (estimativa): 3.150
Receita estimada perdida: R$ 612 mil
Pico de acessos: 48 mil usuários simultâneos
Causa: o banco de dados não aguentou o pico
O que já foi feito: aumento da capacidade e teste de carga semanal`,
    facts: [
      { label: "Pedidos perdidos", value: "3.150" },
      { label: "Receita estimada perdida", value: "R$ 612 mil" },
      { label: "Pico de acessos", value: "48 mil" },
    ],
  },
  {
    id: "pt-meal-voucher-notice",
    lang: "pt",
    genre: "memo",
    kind: "doc",
    text: "Escreve um comunicado interno do RH avisando que o vale-refeição sobe de R$ 35 para R$ 42 por dia a partir de 1º de abril, e que o plano odontológico passa a ser gratuito para dependentes. Texto curto e simpático.",
    facts: [{ label: "vale-refeição", value: "R$ 42", change: "R$ 35" }],
  },
  {
    id: "pt-emporio-serra-verde-plan",
    lang: "pt",
    genre: "plan",
    kind: "doc",
    name: "Empório Serra Verde",
    text: `Preciso de um plano de negócios para abrir a segunda unidade do Empório Serra Verde, vai para o banco.
Investimento inicial: R$ 680 mil
Capital próprio: R$ 280 mil
Financiamento: R$ 400 mil
Faturamento mensal previsto: R$ 145 mil
Ponto de equilíbrio: R$ 98 mil por mês
Payback: 30 meses
O faturamento da primeira loja foi de R$ 1,6 milhão no ano passado, com margem líquida de 9%.`,
    facts: [
      { label: "Investimento inicial", value: "R$ 680 mil" },
      { label: "Capital próprio", value: "R$ 280 mil" },
      { label: "Financiamento", value: "R$ 400 mil" },
      { label: "Faturamento mensal previsto", value: "R$ 145 mil" },
      { label: "Ponto de equilíbrio", value: "R$ 98 mil" },
      { label: "Payback", value: "30 meses" },
      { label: "faturamento da primeira loja", value: "R$ 1,6 milhão" },
      { label: "margem líquida", value: "9%" },
    ],
  },
  {
    id: "pt-february-monthly-report",
    lang: "pt",
    genre: "email",
    kind: "doc",
    text: `Olá, Carla,

Pode transformar os números de fevereiro num relatório mensal (documento)?
- Vendas: R$ 8,3 milhões, 3% acima de fevereiro do ano passado
- Margem bruta: 41,5%
- Despesas administrativas: R$ 2,9 milhões (4% acima do orçamento)
- Headcount no fim do mês: 312
O estouro nas despesas é por causa das contratações antecipadas; no ano deve fechar dentro do orçamento. Deixa isso claro no texto, por favor.

Obrigado,
Marcos`,
    facts: [
      { label: "Vendas", value: "R$ 8,3 milhões", change: "3%" },
      { label: "Margem bruta", value: "41,5%" },
      { label: "Despesas administrativas", value: "R$ 2,9 milhões", change: "4%" },
      { label: "Headcount", value: "312" },
    ],
  },

  // ── Sheets ───────────────────────────────────────────────────────────
  {
    id: "pt-marketing-channels-budget",
    lang: "pt",
    genre: "budget",
    kind: "sheet",
    text: `Monta uma planilha com o orçamento de marketing do ano que vem. Quero o total anual de cada canal e o total geral no final.
Google Ads: R$ 18.000 por mês
Instagram e Facebook: R$ 12.500 por mês
Influenciadores: R$ 7.000 por mês
Feira do setor: R$ 45.000 no ano
Novo site: R$ 32.000 (pagamento único)`,
    facts: [
      { label: "Google Ads", value: "R$ 18.000" },
      { label: "Instagram e Facebook", value: "R$ 12.500" },
      { label: "Influenciadores", value: "R$ 7.000" },
      { label: "Feira do setor", value: "R$ 45.000" },
      { label: "Novo site", value: "R$ 32.000" },
    ],
    rows: [
      { label: "Google Ads", amount: 18000, period: "month" },
      { label: "Instagram e Facebook", amount: 12500, period: "month" },
      { label: "Influenciadores", amount: 7000, period: "month" },
      { label: "Feira do setor", amount: 45000, period: "year" },
      { label: "Novo site", amount: 32000, period: "once" },
    ],
  },
  {
    id: "pt-team-annual-budget",
    lang: "pt",
    genre: "budget",
    kind: "sheet",
    text: `Preciso de uma tabela com o orçamento anual por equipe, com uma linha de total.
Equipe Comercial: R$ 3,5 milhões
Equipe de Produto: R$ 2,8 milhões
Equipe de Operações: R$ 1,9 milhão
Equipe Administrativa: R$ 950 mil
Tudo por ano. O teto aprovado pela diretoria é de R$ 9,5 milhões.`,
    facts: [
      { label: "Equipe Comercial", value: "R$ 3,5 milhões" },
      { label: "Equipe de Produto", value: "R$ 2,8 milhões" },
      { label: "Equipe de Operações", value: "R$ 1,9 milhão" },
      { label: "Equipe Administrativa", value: "R$ 950 mil" },
      { label: "teto aprovado", value: "R$ 9,5 milhões" },
    ],
    rows: [
      { label: "Equipe Comercial", amount: 3500000, period: "year" },
      { label: "Equipe de Produto", amount: 2800000, period: "year" },
      { label: "Equipe de Operações", amount: 1900000, period: "year" },
      { label: "Equipe Administrativa", amount: 950000, period: "year" },
    ],
  },
  {
    id: "pt-festa-junina-costs",
    lang: "pt",
    genre: "budget",
    kind: "sheet",
    text: `Orçamento da festa junina da escola, tudo gasto uma vez só. Faz a planilha com o valor de cada item e a soma.
Barracas e montagem: R$ 4.800,00
Som e iluminação: R$ 2.350,00
Comidas típicas: R$ 6.120,50
Decoração: R$ 1.275,00
Prêmios da quadrilha: R$ 640,00`,
    facts: [
      { label: "Barracas e montagem", value: "R$ 4.800,00" },
      { label: "Som e iluminação", value: "R$ 2.350,00" },
      { label: "Comidas típicas", value: "R$ 6.120,50" },
      { label: "Decoração", value: "R$ 1.275,00" },
      { label: "Prêmios da quadrilha", value: "R$ 640,00" },
    ],
    rows: [
      { label: "Barracas e montagem", amount: 4800, period: "once" },
      { label: "Som e iluminação", amount: 2350, period: "once" },
      { label: "Comidas típicas", amount: 6120.5, period: "once" },
      { label: "Decoração", amount: 1275, period: "once" },
      { label: "Prêmios da quadrilha", amount: 640, period: "once" },
    ],
  },
  {
    id: "pt-dev-tools-costs",
    lang: "pt",
    genre: "budget",
    kind: "sheet",
    text: `Planilha de custos das ferramentas do time de dev, com o valor mensal, o anual e o total:
- GitHub: R$ 2.100/mês
- AWS: R$ 28.400/mês
- Sentry: R$ 890/mês
- Figma: R$ 1.350/mês
- Jira: R$ 1.780/mês`,
    facts: [
      { label: "GitHub", value: "R$ 2.100" },
      { label: "AWS", value: "R$ 28.400" },
      { label: "Sentry", value: "R$ 890" },
      { label: "Figma", value: "R$ 1.350" },
      { label: "Jira", value: "R$ 1.780" },
    ],
    rows: [
      { label: "GitHub", amount: 2100, period: "month" },
      { label: "AWS", amount: 28400, period: "month" },
      { label: "Sentry", amount: 890, period: "month" },
      { label: "Figma", amount: 1350, period: "month" },
      { label: "Jira", amount: 1780, period: "month" },
    ],
  },
  {
    id: "pt-restaurant-yearly-costs",
    lang: "pt",
    genre: "budget",
    kind: "sheet",
    text: `Quero ver quanto o restaurante gasta no ano. Faz uma planilha com cada item, o total anual e o total geral.
Aluguel — R$ 14.000 por mês
Folha de pagamento — R$ 62.000 por mês
Energia e gás — R$ 5.800 por mês
Seguro — R$ 7.200 por ano
Troca do forno combinado — R$ 48.500, só este ano`,
    facts: [
      { label: "Aluguel", value: "R$ 14.000" },
      { label: "Folha de pagamento", value: "R$ 62.000" },
      { label: "Energia e gás", value: "R$ 5.800" },
      { label: "Seguro", value: "R$ 7.200" },
      { label: "Troca do forno combinado", value: "R$ 48.500" },
    ],
    rows: [
      { label: "Aluguel", amount: 14000, period: "month" },
      { label: "Folha de pagamento", amount: 62000, period: "month" },
      { label: "Energia e gás", amount: 5800, period: "month" },
      { label: "Seguro", amount: 7200, period: "year" },
      { label: "Troca do forno combinado", amount: 48500, period: "once" },
    ],
  },

  // ── Pasted notes ─────────────────────────────────────────────────────
  {
    id: "pt-sales-weekly-minutes",
    lang: "pt",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Transforma essas anotações em slides, mantendo a estrutura:

Reunião: comercial semanal, 8 de abril
Presentes: Ana, Bruno, Carlos, Dani
Ausente: Eduardo

Números da semana
Pedidos fechados: R$ 345 mil (meta R$ 300 mil)
Propostas enviadas: 42
Perdidos: 5

Decisões
- Leads novos distribuídos até terça
- Estande maior na feira de Curitiba

Próximos passos
Ana: revisar o modelo de proposta
Bruno: agendar visita ao distribuidor de Campinas
Carlos: tabela comparativa da concorrência até 15 de abril`,
    facts: [
      { label: "Pedidos fechados", value: "R$ 345 mil", change: "R$ 300 mil" },
      { label: "Propostas enviadas", value: "42" },
      { label: "Perdidos", value: "5" },
    ],
    headings: ["Números da semana", "Decisões", "Próximos passos"],
  },
  {
    id: "pt-coop-board-summary",
    lang: "pt",
    genre: "minutes",
    kind: "doc",
    mode: "condense",
    text: `Resume estas notas da reunião de diretoria da cooperativa num documento de uma página:

Data: 2 de março
Participantes: presidente, tesoureiro, conselho fiscal, gerente da unidade de grãos

Safra
Recebimento de soja: 1,9 milhão de sacas, 7% acima da safra passada
Preço médio pago ao cooperado: R$ 118,40 por saca
Ocupação dos armazéns: 92%

Decisões
Antecipação de sobras aos cooperados: R$ 3,5 milhões, em abril. A compra do secador novo fica para julho.

Encaminhamentos
Tesoureiro: simular o fluxo de caixa com a antecipação
Gerente de grãos: cotar armazenagem terceirizada até 15 de março`,
    facts: [
      { label: "Recebimento de soja", value: "1,9 milhão de sacas", change: "7%" },
      { label: "Preço médio pago ao cooperado", value: "R$ 118,40" },
      { label: "Ocupação dos armazéns", value: "92%" },
      { label: "Antecipação de sobras aos cooperados", value: "R$ 3,5 milhões" },
    ],
    headings: ["Safra", "Decisões", "Encaminhamentos"],
  },
  {
    id: "pt-cipa-safety-notes",
    lang: "pt",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Pode passar isso para slides do jeito que está?

Reunião: CIPA, 12 de maio
Local: sala de treinamento, galpão B
Presentes: gerente de planta, técnico de segurança Rogério, líderes de turno

Quase acidentes
Registros: 17 (mês anterior: 11)
Locais mais citados: corredor das empilhadeiras, área das prensas

Acidentes
Nenhum com afastamento. Dias sem acidentes: 412

Ações
- Repintar as faixas do corredor
- Instalar cortina de luz nas prensas
Rogério: orçamento da pintura até 31 de maio`,
    facts: [
      { label: "Registros", value: "17", change: "11" },
      { label: "Dias sem acidentes", value: "412" },
    ],
    headings: ["Quase acidentes", "Acidentes", "Ações"],
  },
  {
    id: "pt-festival-planning",
    lang: "pt",
    genre: "notes",
    kind: "deck",
    mode: "condense",
    name: "Festival Sabores da Serra",
    text: `Resume a ata da reunião de planejamento em uns 5 slides:

Evento: Festival Sabores da Serra
Orçamento: R$ 2,4 milhões
Data: 14 a 16 de agosto
Público esperado: 85 mil pessoas
Expositores: 120

Objetivos
- Ocupação hoteleira acima de 90% no fim de semana
- Valorizar os produtores locais

Cronograma
30 de abril: edital para expositores
junho: fechamento da programação musical
julho: montagem das estruturas

Riscos
Chuva. Precisamos de tenda coberta para a praça principal.`,
    facts: [
      { label: "Orçamento", value: "R$ 2,4 milhões" },
      { label: "Público esperado", value: "85 mil pessoas" },
      { label: "Expositores", value: "120" },
      { label: "Ocupação hoteleira", value: "90%" },
    ],
    headings: ["Objetivos", "Cronograma", "Riscos"],
  },
  {
    id: "pt-school-recovery-notice",
    lang: "pt",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `Organiza essas anotações da reunião pedagógica num comunicado para os professores:

Reunião: coordenação pedagógica, 5 de setembro

Recuperação paralela
- começa em 22 de setembro
- alunos indicados: 58
- aprovação na recuperação do ano passado: 81%
- faltas nas aulas de reforço: 14% no ano passado, precisa cair

Calendário
Conselho de classe: 10 de outubro
Mostra cultural: 8 de novembro, com Luciana e Wagner na organização`,
    facts: [
      { label: "alunos indicados", value: "58" },
      { label: "aprovação na recuperação", value: "81%" },
      { label: "faltas nas aulas de reforço", value: "14%" },
    ],
    headings: ["Recuperação paralela", "Calendário"],
  },
];
