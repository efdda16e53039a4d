// Portuguese (Brazil) templates and vocabulary for the generated prompt suite.
import { dec, group, joiner, NICE_BIG, NICE_CHANGE, NICE_PCT, NICE_SMALL, type LangPack } from "../lang-pack.js";

export const pt: LangPack = {
  lang: "pt",
  stop: ".",
  join: joiner(" e ", [", ", ", ", "; "]),
  money: (rng, big) => {
    if (big) {
      const x = rng.pick(NICE_BIG);
      const word = x < 2 ? "milhão" : "milhões";
      return rng.pick([`R$ ${dec(x, ",")} ${word}`, `R$ ${dec(x, ",")} mi`, `€ ${dec(x, ",")} ${word}`]);
    }
    const n = rng.pick(NICE_SMALL);
    return rng.pick([`R$ ${group(n * 1000, ".")}`, `R$ ${n} mil`]);
  },
  budgetMoney: (n) => `R$ ${group(n, ".")}`,
  lineForms: ["{label} {value}", "{label} de {value}", "{value} de {label}"],
  percent: (rng, small) => `${dec(rng.pick(small ? NICE_CHANGE : NICE_PCT), ",")}%`,
  count: (n) => group(n, "."),
  figureForms: {
    money: ["{label} de {value}", "{label} {value}", "{label} foi de {value}"],
    percent: ["{label} de {value}", "{label} {value}"],
    count: ["{value} {label}"],
  },
  changeForms: [", alta de {c}", " (+{c})", ", crescimento de {c}", ", queda de {c}"],
  figuresForms: ["Números principais: {list}", "indicadores: {list}", "{list}", "inclua estes números: {list}"],
  countedNames: ["{value} {label} ({names})"],
  namesForms: ["{label}: {names}"],
  people: [
    { name: "Ana Beatriz Souza", role: "diretora financeira" },
    { name: "João Pedro Lima", role: "diretor comercial" },
    { name: "Camila Araújo", role: "gerente de produto" },
    { name: "Rafael Gonçalves", role: "CTO" },
    { name: "Fernanda Ribeiro", role: "gerente de marketing" },
    { name: "Thiago Monteiro", role: "gerente de operações" },
  ],
  person: ["{name} ({role})", "{name} como {role}"],
  peopleForms: ["Equipe: {list}", "apresente a equipe: {list}", "apresentam {list}"],
  risksForms: ["Riscos: {list}", "os principais riscos são {list}", "mencione os riscos: {list}"],
  prioritiesForms: [
    "prioridades do {q}: {list}",
    "prioridades para o {q}: {list}",
    "no {q}, o foco será: {list}",
    "Prioridades: {list}",
    "depois: {list}",
  ],
  quarters: ["Q4", "1º trimestre de 2027", "Q3", "segundo semestre"],
  steps: ["kickoff", "piloto", "treinamento da equipe", "implantação", "revisão"],
  months: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  step: ["{what} em {date}", "{what} até {date}"],
  stepsForms: ["Cronograma: {list}", "{list}", "etapas: {list}"],
  statementForms: ["{statement}", "vale mencionar: {statement}", "além disso: {statement}"],
  sectionLists: [
    ["custos", "economias", "subsídios", "uma recomendação"],
    ["contexto", "objetivos", "cronograma", "recursos"],
    ["o mercado", "o produto", "a equipe", "o investimento que buscamos"],
    ["o que deu certo", "o que deu errado", "lições aprendidas"],
  ],
  sectionsForms: ["Seções: {list}", "divida em {list}", "estrutura: {list}"],
  sectionsInline: [", cobrindo {list}", " com as seções {list}"],
  audiences: ["a diretoria", "os investidores", "os novos funcionários", "o conselho", "a prefeitura", "nossa equipe"],
  heads: {
    deck: [
      "Crie uma apresentação sobre {S}.",
      "Crie uma apresentação de {n} slides sobre {S}.",
      "Faça uma apresentação para {A} sobre {S}.",
      "Faça {n} slides para {A} sobre {S}.",
      "Prepare uma apresentação curta sobre {S}.",
      "Você pode preparar uma apresentação sobre {S} para {A}?",
      "Preciso de slides sobre {S}.",
      "Por favor, crie uma apresentação com {n} slides sobre {S} para {A}.",
    ],
    doc: [
      "Escreva um relatório sobre {S}.",
      "Escreva um relatório em {n} seções sobre {S} para {A}.",
      "Elabore um plano de projeto para {S}.",
      "Elabore um plano de projeto para {S} com {n} seções.",
      "Preciso de um documento sobre {S} para {A}.",
      "Por favor, escreva um relatório sobre {S}.",
    ],
    sheet: [
      "Crie uma planilha com o orçamento para {S}.",
      "Faça um orçamento para {S}.",
      "Preciso de uma planilha de orçamento para {S}.",
      "Orçamento mensal para {S}.",
    ],
    neutral: ["Tema: {S}.", "Sobre {S}.", "{S}, para {A}.", "Algo sobre {S} para {A}."],
  },
  budgetForms: ["Itens: {list}", "com {list}", "custos mensais: {list}", "{list}"],
  budgetLines: [
    "aluguel",
    "folha de pagamento",
    "marketing",
    "seguros",
    "licenças de software",
    "energia",
    "leasing de equipamentos",
  ],
  domains: {
    food: {
      subjects: [
        { name: "Grão & Cia", phrases: ["a torrefação Grão & Cia", "a Grão & Cia"] },
        { name: "Padaria São Bento", phrases: ["a Padaria São Bento", "a rede Padaria São Bento"] },
      ],
      figures: [
        { label: "faturamento", unit: "money", big: true, change: true },
        { label: "margem bruta", unit: "percent" },
        { label: "membros do programa de fidelidade", unit: "count", range: [800, 5000], change: true },
        { label: "café de comércio direto", unit: "percent", forms: ["{value} de {label}"] },
        { label: "pedidos de atacado", unit: "count", range: [40, 600] },
      ],
      named: {
        label: "novos clientes de atacado",
        names: ["Café Nord", "Hotel Lumen", "Empório Grão", "Mercearia Flor", "Pão & Prosa", "Bistrô Açaí"],
      },
      risks: [
        "a alta do café verde",
        "a aposentadoria de um torrador",
        "aluguel mais caro no centro",
        "o atraso do novo torrador",
      ],
      priorities: [
        "o lançamento da assinatura",
        "a torrefação de Curitiba",
        "uma segunda cafeteria",
        "o treinamento de baristas",
      ],
      statements: [
        "embalagens compostáveis desde março",
        "o leite de aveia já vende mais que o de vaca",
        "toda a equipe recebe acima do piso",
      ],
    },
    transit: {
      subjects: [
        { name: "São Paulo", phrases: ["a rede de ônibus de São Paulo", "nossa frota de ônibus em São Paulo"] },
        { name: "ViaSul", phrases: ["a rede de ônibus da ViaSul", "a ViaSul"] },
      ],
      figures: [
        { label: "passageiros por dia", unit: "count", range: [12000, 90000], change: true },
        { label: "ônibus", unit: "count", range: [40, 400] },
        { label: "garagens", unit: "count", range: [2, 9] },
        { label: "pontualidade", unit: "percent" },
        { label: "custos operacionais", unit: "money", big: true, change: true },
      ],
      named: {
        label: "novas estações",
        names: ["Praça do Porto", "Vila Nova", "Estação Sul", "Jardim Botânico", "Alto da Sé"],
      },
      risks: ["a falta de motoristas", "o preço do diesel", "atrasos na nova garagem", "o congelamento das tarifas"],
      priorities: [
        "ônibus elétricos",
        "uma rede noturna",
        "pagamento por aproximação",
        "painéis com horários em tempo real",
      ],
      statements: [
        "passe livre para crianças desde abril",
        "todos os ônibus agora têm rampa",
        "o app mostra as chegadas em tempo real",
      ],
    },
    tech: {
      subjects: [
        {
          name: "iPhone",
          phrases: ["nosso app de iPhone para passeadores de cães", "a versão para iPhone do nosso app de reservas"],
        },
        { name: "ÆON", phrases: ["o ÆON, nosso software de escalas", "a plataforma ÆON"] },
      ],
      figures: [
        { label: "ARR", unit: "money", big: true, change: true },
        { label: "usuários ativos mensais", unit: "count", range: [8000, 90000], change: true },
        { label: "churn", unit: "percent" },
        { label: "equipes pagantes", unit: "count", range: [40, 900] },
        { label: "retenção líquida de receita", unit: "percent" },
      ],
      named: {
        label: "clientes piloto",
        names: ["Nordlicht GmbH", "Brightwell & Co", "Kōbō Studio", "Atlas Cargas", "Verde Labs"],
      },
      risks: [
        "a saída de um engenheiro-chave",
        "atrasos na revisão da App Store",
        "um concorrente maior copiar a função",
        "custos de nuvem crescendo mais rápido que a receita",
      ],
      priorities: ["login único", "um app para Android", "preços por uso", "uma auditoria de segurança"],
      statements: [
        "o suporte responde em menos de uma hora",
        "todos os dados ficam na UE",
        "o novo onboarding reduziu pela metade o tempo de configuração",
      ],
    },
    health: {
      subjects: [
        { name: "Clínica Sorriso", phrases: ["a Clínica Sorriso", "a Clínica Sorriso de Recife"] },
        { name: "Lar Bem-Estar", phrases: ["o Lar Bem-Estar", "a casa de repouso Lar Bem-Estar"] },
      ],
      figures: [
        { label: "consultas", unit: "count", range: [1200, 9000], change: true },
        { label: "taxa de faltas", unit: "percent" },
        { label: "faturamento", unit: "money", big: true, change: true },
        { label: "funcionários", unit: "count", range: [12, 80] },
        { label: "satisfação dos pacientes", unit: "percent" },
      ],
      named: { label: "convênios parceiros", names: ["Saúde Total", "Vida Plena", "Unimar", "Cuidar & Bem"] },
      risks: [
        "a aposentadoria de um dentista",
        "novas regras de higiene",
        "o aumento dos custos de laboratório",
        "um sistema de agendamento lento",
      ],
      priorities: ["agendamento online", "uma segunda clínica", "atendimento à noite", "um novo aparelho de raio X"],
      statements: [
        "atendimento noturno desde janeiro",
        "todos os prontuários agora são digitais",
        "a sala de espera foi reformada em maio",
      ],
    },
  },
};
