//! The network behind the learned value: two hidden layers of rectified units over the
//! [`features`](mod@super::features), and two outputs, the mover's final margin (in units of
//! [`MARGIN_SCALE`] points) and the logit of the mover's chance to win.
//!
//! The weights are files in `assets/value/` (`classic.bin`, `express.bin`), built into the
//! binary and read at compile time: a file of the wrong shape stops the build. Their form,
//! all numbers little-endian: the bytes `PWV1`, four `u32` (inputs, first and second hidden
//! layer, outputs), then `f32`s: the first layer's weights input by input (each input's
//! weights to every unit), its biases, the second layer's likewise, then the output layer's.
//! `examples/train_value.rs` writes them ([`Net::to_bytes`]).

use super::features::FEATURES;

/// Units of the first hidden layer.
pub const HIDDEN1: usize = 64;
/// Units of the second hidden layer.
pub const HIDDEN2: usize = 32;
/// Outputs: the margin and the win logit.
pub const OUTPUTS: usize = 2;
/// Points per unit of the margin output.
pub const MARGIN_SCALE: f32 = 20.0;

/// The file's first four bytes.
const MAGIC: [u8; 4] = *b"PWV1";
/// The header's length: the magic and four sizes.
const HEADER: usize = 4 + 4 * 4;
/// How many numbers follow the header.
pub const PARAMETERS: usize =
    FEATURES * HIDDEN1 + HIDDEN1 + HIDDEN1 * HIDDEN2 + HIDDEN2 + HIDDEN2 * OUTPUTS + OUTPUTS;
/// The length of a weights file.
pub const FILE_LEN: usize = HEADER + 4 * PARAMETERS;

/// A network's weights, each layer's stored input by input.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    w1: [[f32; HIDDEN1]; FEATURES],
    b1: [f32; HIDDEN1],
    w2: [[f32; HIDDEN2]; HIDDEN1],
    b2: [f32; HIDDEN2],
    w3: [[f32; OUTPUTS]; HIDDEN2],
    b3: [f32; OUTPUTS],
}

/// Reads the `u32` at `at`.
const fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// Reads the `f32` numbered `i` after the header.
const fn f32_at(bytes: &[u8], i: usize) -> f32 {
    f32::from_bits(u32_at(bytes, HEADER + 4 * i))
}

impl Net {
    /// Reads a weights file (see the module docs); in a constant, a file of the wrong form
    /// stops the build.
    ///
    /// # Panics
    /// When `bytes` is not a weights file of this network's shape.
    // Built at compile time for the networks built in; tools read one more at most.
    #[allow(clippy::large_stack_arrays)]
    pub const fn from_bytes(bytes: &[u8]) -> Self {
        assert!(
            bytes.len() == FILE_LEN,
            "a value weights file has the wrong length"
        );
        assert!(
            bytes[0] == MAGIC[0]
                && bytes[1] == MAGIC[1]
                && bytes[2] == MAGIC[2]
                && bytes[3] == MAGIC[3],
            "a value weights file does not start with PWV1"
        );
        assert!(
            u32_at(bytes, 4) as usize == FEATURES
                && u32_at(bytes, 8) as usize == HIDDEN1
                && u32_at(bytes, 12) as usize == HIDDEN2
                && u32_at(bytes, 16) as usize == OUTPUTS,
            "a value weights file is for another network's shape"
        );
        let mut net = Self {
            w1: [[0.0; HIDDEN1]; FEATURES],
            b1: [0.0; HIDDEN1],
            w2: [[0.0; HIDDEN2]; HIDDEN1],
            b2: [0.0; HIDDEN2],
            w3: [[0.0; OUTPUTS]; HIDDEN2],
            b3: [0.0; OUTPUTS],
        };
        let mut k = 0;
        let mut i = 0;
        while i < FEATURES {
            let mut j = 0;
            while j < HIDDEN1 {
                net.w1[i][j] = f32_at(bytes, k);
                k += 1;
                j += 1;
            }
            i += 1;
        }
        let mut j = 0;
        while j < HIDDEN1 {
            net.b1[j] = f32_at(bytes, k);
            k += 1;
            j += 1;
        }
        let mut i = 0;
        while i < HIDDEN1 {
            let mut j = 0;
            while j < HIDDEN2 {
                net.w2[i][j] = f32_at(bytes, k);
                k += 1;
                j += 1;
            }
            i += 1;
        }
        let mut j = 0;
        while j < HIDDEN2 {
            net.b2[j] = f32_at(bytes, k);
            k += 1;
            j += 1;
        }
        let mut i = 0;
        while i < HIDDEN2 {
            let mut j = 0;
            while j < OUTPUTS {
                net.w3[i][j] = f32_at(bytes, k);
                k += 1;
                j += 1;
            }
            i += 1;
        }
        let mut j = 0;
        while j < OUTPUTS {
            net.b3[j] = f32_at(bytes, k);
            k += 1;
            j += 1;
        }
        assert!(k == PARAMETERS, "every weight read once");
        net
    }

    /// A network from its parameters in file order (see the module docs); `None` when there
    /// are not exactly [`PARAMETERS`] of them.
    pub fn from_parameters(parameters: &[f32]) -> Option<Self> {
        (parameters.len() == PARAMETERS).then(|| Self::from_bytes(&file_of(parameters)))
    }

    /// The weights file of this network.
    pub fn to_bytes(&self) -> Vec<u8> {
        file_of(&self.parameters())
    }

    /// The parameters in file order.
    pub fn parameters(&self) -> Vec<f32> {
        let mut out = Vec::with_capacity(PARAMETERS);
        out.extend(self.w1.iter().flatten());
        out.extend(&self.b1);
        out.extend(self.w2.iter().flatten());
        out.extend(&self.b2);
        out.extend(self.w3.iter().flatten());
        out.extend(&self.b3);
        out
    }

    /// The outputs for `x`: the margin (in units of [`MARGIN_SCALE`]) and the win logit, both
    /// the mover's.
    #[inline]
    pub fn forward(&self, x: &[f32; FEATURES]) -> [f32; OUTPUTS] {
        let mut h1 = self.b1;
        // Input by input: each adds its weights times itself to every unit, a loop the
        // compiler turns into vector arithmetic; inputs at 0 are skipped.
        for (&xi, row) in x.iter().zip(&self.w1) {
            if xi != 0.0 {
                for (h, &w) in h1.iter_mut().zip(row) {
                    *h += xi * w;
                }
            }
        }
        let mut h2 = self.b2;
        for (&a, row) in h1.iter().zip(&self.w2) {
            if a > 0.0 {
                for (h, &w) in h2.iter_mut().zip(row) {
                    *h += a * w;
                }
            }
        }
        let mut out = self.b3;
        for (&a, row) in h2.iter().zip(&self.w3) {
            if a > 0.0 {
                for (o, &w) in out.iter_mut().zip(row) {
                    *o += a * w;
                }
            }
        }
        out
    }
}

/// A weights file holding `parameters` (exactly [`PARAMETERS`] of them).
fn file_of(parameters: &[f32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(FILE_LEN);
    out.extend_from_slice(&MAGIC);
    for n in [FEATURES, HIDDEN1, HIDDEN2, OUTPUTS] {
        out.extend_from_slice(&(n as u32).to_le_bytes());
    }
    for p in parameters {
        out.extend_from_slice(&p.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_reads_back_from_its_file() {
        let parameters: Vec<f32> = (0..PARAMETERS)
            .map(|i| f32::from(u16::try_from(i).expect("few parameters")).sin())
            .collect();
        let net = Net::from_parameters(&parameters).expect("the right count");
        assert_eq!(net.parameters(), parameters);
        assert_eq!(net.to_bytes().len(), FILE_LEN);
        assert_eq!(Net::from_bytes(&net.to_bytes()), net);
        assert!(Net::from_parameters(&parameters[1..]).is_none());
    }

    #[test]
    #[allow(clippy::float_cmp)] // whole and half numbers, exact in f32
    fn the_forward_pass_is_the_layers_applied_in_turn() {
        // One path: input 0 -> unit 0 -> unit 0 -> both outputs, with weights 2, 3 and (5, 7).
        let mut parameters = vec![0.0; PARAMETERS];
        parameters[0] = 2.0;
        let w2 = FEATURES * HIDDEN1 + HIDDEN1;
        parameters[w2] = 3.0;
        let w3 = w2 + HIDDEN1 * HIDDEN2 + HIDDEN2;
        parameters[w3] = 5.0;
        parameters[w3 + 1] = 7.0;
        parameters[PARAMETERS - 1] = 0.5;
        let net = Net::from_parameters(&parameters).expect("the right count");
        let mut x = [0.0; FEATURES];
        x[0] = 1.5;
        assert_eq!(net.forward(&x), [45.0, 63.5]);
        // A negative unit is cut to 0.
        x[0] = -1.0;
        assert_eq!(net.forward(&x), [0.0, 0.5]);
    }
}
